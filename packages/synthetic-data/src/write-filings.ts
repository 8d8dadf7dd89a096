import type { ChunkSink } from './chunk-sink';
import { STREAM, type Company } from './company';
import type { GeneratorContext } from './context';
import { makeFiling } from './filing';
import { YEARS } from './files';
import { randomPerson } from './people';
import { designPlans, type PlanDesign } from './plan-design';
import { planFinance } from './plan-finance';
import { Rng } from './prng';
import type { Provider } from './providers';
import { writeF5500 } from './write-f5500';
import { writeSf } from './write-f5500-sf';
import { welfareCodes } from './sch-a-benefits';
import { writeAnnuityScheduleA, writeWelfareScheduleA } from './write-sch-a';
import { writeScheduleC } from './write-sch-c';
import { writeScheduleH, writeScheduleI } from './write-sch-h-i';

// All Form 5500 data of one company: its plans, each filed for each plan
// year (2025 partly missing), with the schedules that go with the filing.

function helpers(ctx: GeneratorContext, c: Company, plan: PlanDesign) {
  const stable = new Rng(ctx.seed, c.index, 0xad, plan.slot);
  const admin: Provider | null =
    plan.form === 'F5500' && stable.chance(0.3)
      ? ctx.providers.local(
          plan.kind === 'welfare' ? 'welfare-tpa' : 'tpa',
          c.state,
          stable,
        )
      : null;
  const preparer: Provider | null = stable.chance(0.45)
    ? (admin ?? ctx.providers.local('tpa', c.state, stable))
    : null;
  return { admin, preparer };
}

export function writeFilings(
  ctx: GeneratorContext,
  c: Company,
  sink: ChunkSink,
): void {
  const rng = new Rng(ctx.seed, c.index, STREAM.f5500);
  const plans = designPlans(ctx, c, rng);
  if (plans.length === 0) return;
  const signer = randomPerson(rng);
  for (const plan of plans) {
    const { admin, preparer } = helpers(ctx, c, plan);
    let previousEoy: number | null = null;
    YEARS.forEach((year, yearIndex) => {
      if (plan.effectiveYear > year) return;
      const f = makeFiling(ctx, c, plan, yearIndex, year, rng, signer);
      const needsMoney =
        plan.kind === 'pension' || plan.financials !== '' || plan.form === 'SF';
      if (!f) return;
      const m = needsMoney ? planFinance(plan, f, previousEoy, rng) : null;
      previousEoy = m ? m.assetsEoy : null;
      sink.zip(c.home.zip.zip);
      if (plan.form === 'SF') {
        writeSf(sink, c, plan, f, m!, preparer, rng);
        sink.truth('f5500_sf', f.ack, c.id);
        return;
      }
      let scheduleACount = 0;
      if (plan.kind === 'welfare') {
        scheduleACount = writeWelfareScheduleA(ctx, sink, c, plan, f, rng);
      } else if (plan.annuity && m) {
        scheduleACount = writeAnnuityScheduleA(
          ctx,
          sink,
          c,
          plan,
          f,
          m.assetsEoy,
          rng,
        );
      }
      if (plan.hasScheduleC) writeScheduleC(ctx, sink, c, plan, f, m, rng);
      if (m && plan.financials === 'H')
        writeScheduleH(ctx, sink, c, plan, f, m, rng);
      if (m && plan.financials === 'I')
        writeScheduleI(sink, c, plan, f, m, rng);
      writeF5500(
        sink,
        c,
        plan,
        f,
        {
          scheduleACount,
          scheduleC: plan.hasScheduleC,
          welfareCodes: plan.kind === 'welfare' ? welfareCodes(plan) : '',
          preparer,
          admin,
        },
        rng,
      );
      sink.truth('f5500', f.ack, c.id);
    });
  }
}
