import type PDFDocument from 'pdfkit';
import { pdfText } from './pdf-text';
import {
  COLOR,
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  FONT,
  PAGE,
  SIZE,
} from './pdf-theme';

type Doc = InstanceType<typeof PDFDocument>;
type Font = (typeof FONT)[keyof typeof FONT];

export interface TextStyle {
  font?: Font;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center';
}

/** A value of a report in large type, with its label and a line under it. */
export interface Figure {
  label: string;
  value: string;
  note?: string;
}

/** A label and its value; an empty value is left out. */
export type Fact = [label: string, value: string | number | null | undefined];

const FIGURES_PER_ROW = 4;
const GAP = 10;

/**
 * The flow of the dashboard PDF: blocks placed top to bottom, a new page
 * whenever the next block does not fit on this one.
 */
export class PdfWriter {
  readonly left = PAGE.margin.left;
  readonly width = CONTENT_WIDTH;
  y: number = PAGE.margin.top;

  constructor(readonly doc: Doc) {}

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number): boolean {
    if (this.y + height <= CONTENT_BOTTOM) return false;
    this.doc.addPage();
    this.y = PAGE.margin.top;
    return true;
  }

  space(points: number): void {
    this.y += points;
  }

  style({
    font = FONT.regular,
    size = SIZE.body,
    color = COLOR.text,
  }: TextStyle): void {
    this.doc.font(font).fontSize(size).fillColor(color);
  }

  heightOf(text: string, width: number, style: TextStyle = {}): number {
    this.style(style);
    return this.doc.heightOfString(pdfText(text), { width });
  }

  /** Text at a place of the page, wrapped to `width`; returns its height. */
  textAt(
    text: string,
    x: number,
    y: number,
    width: number,
    style: TextStyle = {},
  ): number {
    const safe = pdfText(text);
    this.style(style);
    const height = this.doc.heightOfString(safe, { width });
    this.doc.text(safe, x, y, { width, align: style.align ?? 'left' });
    return height;
  }

  /** One line of text, cut with an ellipsis when it is too long. */
  lineAt(
    text: string,
    x: number,
    y: number,
    width: number,
    style: TextStyle = {},
  ): void {
    this.style(style);
    const size = style.size ?? SIZE.body;
    this.doc.text(pdfText(text), x, y, {
      width,
      height: size * 1.3,
      ellipsis: true,
      lineBreak: false,
      align: style.align ?? 'left',
    });
  }

  /** A paragraph in the flow, kept on one page when it is short. */
  paragraph(text: string, style: TextStyle = {}): void {
    const height = this.heightOf(text, this.width, style);
    this.ensure(Math.min(height, 60));
    this.y += this.textAt(text, this.left, this.y, this.width, style) + 4;
  }

  rule(color: string = COLOR.rule, weight = 0.5): void {
    this.doc
      .moveTo(this.left, this.y)
      .lineTo(this.left + this.width, this.y)
      .lineWidth(weight)
      .strokeColor(color)
      .stroke();
  }

  /** A report's title, never alone at the foot of a page. */
  section(title: string, aside?: string): void {
    this.ensure(80);
    this.space(6);
    this.lineAt(title, this.left, this.y, this.width * 0.7, {
      font: FONT.bold,
      size: SIZE.section,
      color: COLOR.navy,
    });
    if (aside) {
      this.lineAt(aside, this.left, this.y + 3, this.width, {
        size: SIZE.small + 1,
        color: COLOR.muted,
        align: 'right',
      });
    }
    this.space(SIZE.section * 1.35);
    this.rule(COLOR.teal, 1.2);
    this.space(8);
  }

  /** A heading inside a report, kept with what follows it. */
  subheading(text: string): void {
    this.ensure(60);
    this.space(2);
    this.y +=
      this.textAt(text, this.left, this.y, this.width, {
        font: FONT.bold,
        size: SIZE.subsection,
        color: COLOR.navyLight,
      }) + 3;
  }

  /** What a report says when the company has nothing in it. */
  empty(text: string): void {
    this.paragraph(text, { font: FONT.italic, color: COLOR.muted });
  }

  /** The report's key figures, four to a row. */
  figures(figures: readonly Figure[]): void {
    const cell = (this.width - GAP * (FIGURES_PER_ROW - 1)) / FIGURES_PER_ROW;
    for (let i = 0; i < figures.length; i += FIGURES_PER_ROW) {
      const row = figures.slice(i, i + FIGURES_PER_ROW);
      const height = Math.max(...row.map((f) => this.figureHeight(f, cell)));
      this.ensure(height);
      row.forEach((figure, j) =>
        this.figureAt(figure, this.left + j * (cell + GAP), cell),
      );
      this.y += height + 6;
    }
  }

  private figureHeight(figure: Figure, width: number): number {
    const small = { size: SIZE.small };
    return (
      this.heightOf(figure.label, width, small) +
      this.heightOf(figure.value, width, { size: SIZE.figure }) +
      (figure.note ? this.heightOf(figure.note, width, small) : 0) +
      12
    );
  }

  private figureAt(figure: Figure, x: number, width: number): void {
    const height = this.figureHeight(figure, width) - 4;
    this.doc.rect(x, this.y, width, height).fillColor(COLOR.band).fill();
    const inner = width - 10;
    let y = this.y + 4;
    y += this.textAt(figure.label, x + 5, y, inner, {
      size: SIZE.small,
      color: COLOR.muted,
    });
    y += this.textAt(figure.value, x + 5, y, inner, {
      font: FONT.bold,
      size: SIZE.figure,
      color: COLOR.navy,
    });
    if (figure.note) {
      this.textAt(figure.note, x + 5, y, inner, {
        size: SIZE.small,
        color: COLOR.muted,
      });
    }
  }

  /** Labelled values in two columns; empty values are left out. */
  facts(facts: readonly Fact[]): void {
    const shown = facts.filter(
      ([, value]) => value !== null && value !== undefined && value !== '',
    );
    const column = (this.width - GAP) / 2;
    const label = 88;
    for (let i = 0; i < shown.length; i += 2) {
      const pair = shown.slice(i, i + 2);
      const height = Math.max(
        ...pair.map(([, v]) => this.heightOf(String(v), column - label)),
      );
      this.ensure(height);
      pair.forEach(([name, value], j) => {
        const x = this.left + j * (column + GAP);
        this.textAt(name, x, this.y + 1, label - 6, {
          size: SIZE.small + 0.5,
          color: COLOR.muted,
        });
        this.textAt(String(value), x + label, this.y, column - label);
      });
      this.y += height + 3;
    }
    this.space(3);
  }

  /** Where the report's facts come from, one line per dataset. */
  sources(lines: readonly string[], label = 'Source'): void {
    if (lines.length === 0) return;
    const style = { size: SIZE.small, color: COLOR.muted };
    const texts = lines.map((line) => `${label}: ${line}`);
    const height = texts.reduce(
      (sum, text) => sum + this.heightOf(text, this.width, style),
      0,
    );
    this.ensure(height + 8);
    this.space(3);
    this.rule();
    this.space(4);
    for (const text of texts) {
      this.y += this.textAt(text, this.left, this.y, this.width, style);
    }
    this.space(10);
  }
}
