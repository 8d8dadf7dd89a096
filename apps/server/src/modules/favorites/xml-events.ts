import { SaxesParser } from 'saxes';
import { ImportFileError, unreadable } from './import-file-error';

/** What a reader does with the elements of an XML part, as they stream. */
export interface XmlHandlers {
  open?(name: string, attributes: Record<string, string>): void;
  text?(text: string): void;
  close?(name: string): void;
}

// Element names without a namespace prefix: some writers use <x:row>.
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Feeds an XML part, chunk by chunk, to the handlers, and yields after each
 * chunk so that a caller can hand on what the handlers gathered. saxes
 * expands no entities a DTD declares, so there is no entity bomb either.
 */
export async function* parseXml(
  chunks: AsyncIterable<string>,
  handlers: XmlHandlers,
): AsyncGenerator<void> {
  const parser = new SaxesParser<{ xmlns: false; position: false }>({
    xmlns: false,
    position: false,
  });
  const { open, text, close } = handlers;
  if (open) {
    parser.on('opentag', (tag) => open(localName(tag.name), tag.attributes));
  }
  if (text) {
    parser.on('text', text);
    parser.on('cdata', text);
  }
  if (close) parser.on('closetag', (tag) => close(localName(tag.name)));
  const feed = (chunk: string | null) => {
    try {
      if (chunk === null) parser.close();
      else parser.write(chunk);
    } catch (error) {
      throw error instanceof ImportFileError ? error : unreadable();
    }
  };
  for await (const chunk of chunks) {
    feed(chunk);
    yield;
  }
  feed(null);
}

/** Reads a whole XML part through the handlers. */
export async function readXml(
  chunks: AsyncIterable<string>,
  handlers: XmlHandlers,
): Promise<void> {
  const steps = parseXml(chunks, handlers);
  while (!(await steps.next()).done);
}
