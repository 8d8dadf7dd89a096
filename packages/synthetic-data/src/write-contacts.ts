import { drawZipStyle, formatPhone, otherLine, zipText } from './addresses';
import type { ChunkSink } from './chunk-sink';
import { blankRow, columnIndex } from './columns';
import { sizeBoost, isInEverySource, STREAM, type Company } from './company';
import type { GeneratorContext } from './context';
import { isoDate } from './dates';
import { FILE } from './files';
import { CONTACTS_HEADER } from './headers/custom';
import { randomPerson, ROLES, titleCase, type Person } from './people';
import { permute, Rng } from './prng';
import { NAME_STYLES, rowAddress, sourceName } from './source-names';

// contacts.csv: one to five people for about half of the companies, the
// roles a broker calls (owner, CFO, HR, benefits, risk, fleet).

const K = columnIndex(CONTACTS_HEADER);
const SOURCES = ['WEB', 'DIRECTORY', 'EVENT', 'REFERRAL', 'DATA PARTNER'];

/** "1234 N OAK ST" -> "1234 N Oak St". */
export function mixedStreet(street: string): string {
  return street
    .split(' ')
    .map((word) => (/^[NSEW]$/.test(word) ? word : titleCase(word)))
    .join(' ');
}

/** "O'BRIEN" -> "obrien", for e-mail addresses and profile links. */
function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z]/g, '');
}

function email(person: Person, domain: string, pattern: number): string {
  const first = slug(person.first);
  const last = slug(person.last);
  const local =
    pattern === 0
      ? `${first}.${last}`
      : pattern === 1
        ? `${first[0]}${last}`
        : pattern === 2
          ? `${first}${last[0]}`
          : first;
  return `${local}@${domain}`;
}

function phoneText(digits: string, rng: Rng): string {
  const roll = rng.next();
  if (roll < 0.5) return formatPhone(digits);
  if (roll < 0.75)
    return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  return digits;
}

/** Whether the company runs a fleet (the same draw writeFmcsa makes). */
function hasFleet(ctx: GeneratorContext, c: Company): boolean {
  const rng = new Rng(ctx.seed, c.index, STREAM.fmcsa);
  return rng.chance(
    c.industry.sector.dot * (0.6 + 0.4 * sizeBoost(c.employees)),
  );
}

export function writeContacts(
  ctx: GeneratorContext,
  c: Company,
  sink: ChunkSink,
): void {
  const rng = new Rng(ctx.seed, c.index, STREAM.contacts);
  const hit = rng.chance(0.42 + 0.08 * Math.log10(1 + c.employees));
  if (!hit && !isInEverySource(c, ctx.seed)) return;
  const fleet = hasFleet(ctx, c);
  const roles = ROLES.filter(
    (role) =>
      role.minEmployees <= c.employees &&
      (role.needs !== 'fleet' || fleet) &&
      (role.needs !== 'benefits' || c.employees >= 100),
  );
  const wanted = Math.min(
    5,
    roles.length,
    1 + Math.floor(Math.log10(c.employees + 1)) + rng.int(2),
  );
  const pattern = rng.int(4);
  const chosen = new Set<number>();
  // The owner or president first, then other roles at random.
  chosen.add(c.employees < 20 || rng.chance(0.5) ? 0 : 1);
  while (chosen.size < wanted) chosen.add(rng.int(roles.length));
  let k = 0;
  for (const roleIndex of chosen) {
    const role = roles[roleIndex]!;
    const person = randomPerson(rng);
    const address = rowAddress(c, rng, 0.08);
    const row = blankRow(CONTACTS_HEADER);
    const id = `C${String(permute(c.index * 8 + k, 26, ctx.seed ^ 0xc0c)).padStart(8, '0')}`;
    row[K.CONTACT_ID] = id;
    row[K.COMPANY_NAME] = sourceName(c, rng, NAME_STYLES.contact);
    row[K.COMPANY_ADDRESS] = mixedStreet(address.street);
    row[K.COMPANY_CITY] = address.zip.cityTitle;
    row[K.COMPANY_STATE] = address.zip.state;
    row[K.COMPANY_ZIP] = zipText(address, drawZipStyle(rng, 0.1, 0.02));
    row[K.COMPANY_FEIN] = rng.chance(0.2) ? c.ein : '';
    row[K.FIRST_NAME] = titleCase(person.first);
    row[K.LAST_NAME] = titleCase(person.last);
    row[K.TITLE] = role.title;
    row[K.DEPARTMENT] = role.department;
    row[K.SENIORITY] = role.seniority;
    row[K.EMAIL] = rng.chance(0.9) ? email(person, c.domain, pattern) : '';
    row[K.PHONE] = phoneText(
      rng.chance(0.6) ? c.phone : otherLine(rng, c.phone, c.state.info.abbr),
      rng,
    );
    row[K.LINKEDIN_URL] = rng.chance(0.6)
      ? `https://www.linkedin.com/in/${slug(person.first)}-${slug(person.last)}-${rng.uint32().toString(16).slice(0, 6)}`
      : '';
    row[K.SOURCE] = rng.pick(SOURCES);
    row[K.VERIFIED_DATE] = isoDate(ctx.asOf - rng.int(730));
    sink.add(FILE.contacts, row);
    sink.truth('contacts', id, c.id);
    sink.zip(address.zip.zip);
    k += 1;
  }
}
