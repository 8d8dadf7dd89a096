import {
  describeCriteria,
  ebCriteriaSchema,
  getLandingModule,
  getPermittedStates,
  hasModule,
  MODULES,
  NUMERIC_PRODUCT_CODE,
  pcCriteriaSchema,
  SAVED_SEARCH_NAME_MAX,
  type LoginResponse,
  type Module,
  type UserInfo,
} from '@edge/contracts';
import type { FastifyBaseLogger, LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD } from '../../db/seed/demo-users';
import { pickCriteria, territoryOf } from './demo-criteria';
import type { DemoBrowser } from './demo-browser';
import type { PlannedSession } from './demo-day-plan';

// SPEC §7: the search API's suffix of each module.
const SEARCH_SUFFIX: Record<Module, string> = { pc: 'pnc', eb: 'eb' };
// The password a hurried broker types first, now and then.
const MISTYPED_PASSWORD = 'broker2026!';

/** What one played session did. */
export interface SessionCounts {
  signIns: number;
  searches: number;
  views: number;
}

/** Plays one member's session; a refused step ends it (and is logged). */
export class DemoSession {
  private at: Date;
  private user: UserInfo | undefined;
  readonly counts: SessionCounts = { signIns: 0, searches: 0, views: 0 };

  constructor(
    private readonly browser: DemoBrowser,
    private readonly plan: PlannedSession,
    private readonly log: FastifyBaseLogger,
  ) {
    this.at = plan.signInAt;
  }

  async play(): Promise<SessionCounts> {
    if (!(await this.signIn())) return this.counts;
    const user = this.user!;
    const modules = MODULES.filter((m) => hasModule(user.products, m));
    for (let i = 0; i < this.plan.searches; i += 1) {
      const module = this.moduleOf(modules, getLandingModule(user.products));
      if (!(await this.search(module, i === this.plan.searches - 1))) break;
    }
    this.later(1, 20);
    await this.browser.send(this.at, 'GET', '/api/v1/auth/logout');
    return this.counts;
  }

  // Now and then the other module, for a member who holds both.
  private moduleOf(modules: Module[], landing: Module): Module {
    if (modules.length < 2) return modules[0] ?? landing;
    return this.plan.random.chance(0.65)
      ? landing
      : modules.find((m) => m !== landing)!;
  }

  // Moves the session's clock on by minMinutes to maxMinutes.
  private later(minMinutes: number, maxMinutes: number): void {
    const seconds = this.plan.random.int(minMinutes * 60, maxMinutes * 60);
    this.at = new Date(this.at.getTime() + seconds * 1000);
  }

  private async signIn(): Promise<boolean> {
    if (this.plan.isMistyped) {
      const refused = await this.login(MISTYPED_PASSWORD);
      if (refused.statusCode !== 401) return this.refused(refused, 'sign-in');
      this.later(0, 1);
    }
    const response = await this.login(DEMO_PASSWORD);
    if (response.statusCode !== 200) return this.refused(response, 'sign-in');
    const body = response.json<LoginResponse>();
    if (body.status !== 'ok') return this.refused(response, 'sign-in');
    this.user = body.user;
    this.counts.signIns += 1;
    return true;
  }

  private login(password: string) {
    return this.browser.send(this.at, 'POST', '/api/v1/auth/login', {
      username: this.plan.username,
      password,
    });
  }

  /** A search, then some of its companies opened; maybe saved. */
  private async search(module: Module, isLast: boolean): Promise<boolean> {
    const { random } = this.plan;
    const permitted = getPermittedStates(this.user!.products, module);
    const territory = territoryOf(this.plan.username, permitted);
    const criteria = pickCriteria(random, module, territory);
    this.later(1, 8);
    const url = `/api/v1/search/${SEARCH_SUFFIX[module]}`;
    const response = await this.browser.send(this.at, 'POST', url, {
      criteria,
    });
    if (response.statusCode !== 200) return this.refused(response, url);
    this.counts.searches += 1;
    const { hits } = response.json<{ hits: { muns: string }[] }>();
    const opened = random.sample(hits, random.int(...this.plan.views));
    for (const hit of opened) {
      if (!(await this.view(module, hit.muns))) return false;
    }
    if (isLast && random.chance(0.06)) await this.save(module, criteria);
    return true;
  }

  private async view(module: Module, muns: string): Promise<boolean> {
    this.later(1, 6);
    const url = `/api/v1/companies/${encodeURIComponent(muns)}`;
    const response = await this.browser.send(this.at, 'GET', url);
    if (response.statusCode !== 200) return this.refused(response, url);
    this.counts.views += 1;
    if (this.plan.random.chance(0.07)) {
      this.later(0, 1);
      const code = NUMERIC_PRODUCT_CODE[module];
      this.accepted(
        await this.browser.send(this.at, 'POST', `/api/v1/favorites/${code}`, {
          muns,
        }),
        'favorite',
      );
    }
    return true;
  }

  // Named after what it finds, as most saved searches are.
  private async save(module: Module, criteria: Record<string, unknown>) {
    const schema = module === 'pc' ? pcCriteriaSchema : ebCriteriaSchema;
    const summary = describeCriteria(module, schema.parse(criteria));
    this.later(0, 2);
    const response = await this.browser.send(
      this.at,
      'POST',
      '/api/v1/searches/save',
      {
        searchName: summary.slice(0, SAVED_SEARCH_NAME_MAX),
        record_id: NUMERIC_PRODUCT_CODE[module],
        content: { webappSearchCriteria: criteria },
      },
    );
    this.accepted(response, 'saved search');
  }

  // A change the app refused (a name taken, a limit) is left, as a user
  // would leave it; the session goes on.
  private accepted(response: LightMyRequestResponse, what: string): void {
    if (response.statusCode < 300) return;
    this.log.info(
      { username: this.plan.username, status: response.statusCode, what },
      'demo activity: change refused',
    );
  }

  private refused(response: LightMyRequestResponse, what: string): false {
    this.log.warn(
      {
        username: this.plan.username,
        status: response.statusCode,
        what,
        body: response.body.slice(0, 200),
      },
      'demo activity: request refused, session ended',
    );
    return false;
  }
}
