import type { ClientLinkRow } from './broker-search.repository';
import type { SearchBrokersView } from './brokers.table';

/** A broker's clients in one company state, and their figures. */
export interface StateTally {
  state: string;
  clients: number;
  /** Sums over the clients that have the figure; null when none has. */
  participants: number | null;
  premium: number | null;
}

/** A broker as broker search reads it. */
export interface DirectoryBroker {
  msid: string;
  name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  /** Both names in lower case, for 'contains' matching. */
  nameKey: string;
  /** The display name in lower case: the name sort. */
  sortName: string;
  cityKey: string;
  /** The first five digits of the ZIP, or ''. */
  zip5: string;
  tallies: StateTally[];
}

/** Every broker with clients, per projection version (docs/data/broker-search.md). */
export interface BrokerDirectory {
  version: string;
  brokers: DirectoryBroker[];
  /** Client links read: what the load cost. */
  links: number;
}

/** Lower case, spaces collapsed: how typed text and names are compared. */
export const matchText = (text: string | null) =>
  (text ?? '').toLowerCase().replace(/\s+/g, ' ').trim();

const addTo = (sum: number | null, value: number | string | null) =>
  value === null ? sum : (sum ?? 0) + Number(value);

/** Adds up client links per broker and state, then joins the brokers. */
export class DirectoryBuilder {
  private readonly tallies = new Map<string, Map<string, StateTally>>();
  private links = 0;

  add(link: ClientLinkRow): void {
    let states = this.tallies.get(link.msid);
    if (!states) this.tallies.set(link.msid, (states = new Map()));
    let tally = states.get(link.state);
    if (!tally) {
      tally = {
        state: link.state,
        clients: 0,
        participants: null,
        premium: null,
      };
      states.set(link.state, tally);
    }
    tally.clients += 1;
    tally.participants = addTo(tally.participants, link.participants);
    tally.premium = addTo(tally.premium, link.premium);
    this.links += 1;
  }

  /** The brokers that have clients; `rows` are the projection's brokers. */
  finish(version: string, rows: readonly SearchBrokersView[]): BrokerDirectory {
    const brokers: DirectoryBroker[] = [];
    for (const row of rows) {
      const states = this.tallies.get(row.msid);
      if (!states) continue;
      const name = row.name ?? row.name_normalized ?? row.msid;
      brokers.push({
        msid: row.msid,
        name,
        address: row.address,
        city: row.city,
        state: row.state,
        zip: row.zip,
        nameKey: `${matchText(name)}\u0000${matchText(row.name_normalized)}`,
        sortName: name.toLowerCase(),
        cityKey: matchText(row.city),
        zip5: /^\d{5}/.test(row.zip ?? '') ? row.zip!.slice(0, 5) : '',
        tallies: [...states.values()],
      });
    }
    return { version, brokers, links: this.links };
  }
}
