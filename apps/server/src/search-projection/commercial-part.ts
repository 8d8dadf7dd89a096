import { yearOf } from './dialect-sql';
import { byMuns, owned, type ProjectionPart } from './projection-part';

// Every carrier of the company counts for its fleet; the DOT number is
// that of the carrier with the latest MCS-150.
const MOTOR_CARRIERS = `select * from (select muns, dot_number,
  row_number() over (partition by muns order by mcs150_date desc nulls last, power_units desc nulls last, dot_number) as rank,
  sum(power_units) over (partition by muns) as power_units,
  sum(drivers) over (partition by muns) as drivers,
  max(coalesce(hazmat, 0)) over (partition by muns) as hazmat,
  max(mcs150_date) over (partition by muns) as last_date
  from ${owned('motor_carriers')}) ranked where rank = 1`;

// The policy with the latest expiration date.
const WC_POLICIES = `select * from (select muns, carrier_name, expiration_date, experience_mod, estimated_premium,
  row_number() over (partition by muns order by expiration_date desc nulls last, effective_date desc nulls last, source_key) as rank,
  max(effective_date) over (partition by muns) as last_date
  from ${owned('wc_policies')}) ranked where rank = 1`;

/** OSHA, WHD, DOT, property and workers' comp columns. */
export function commercialPart(): ProjectionPart {
  return {
    joins: [
      byMuns(
        'oi',
        `select muns, count(*) as n, max(open_date) as last_date from ${owned('osha_inspections')} group by muns`,
      ),
      byMuns(
        'ov',
        `select muns, count(*) as n, sum(current_penalty) as penalties from ${owned('osha_violations')} group by muns`,
      ),
      byMuns(
        'wh',
        `select muns, count(*) as n, sum(back_wages) as back_wages, sum(civil_penalties) as penalties, max(findings_end_date) as last_date from ${owned('whd_cases')} group by muns`,
      ),
      byMuns('mc', MOTOR_CARRIERS),
      byMuns(
        'pr',
        `select muns, count(*) as n, max(year_built) as year_built, max(last_sale_date) as last_date from ${owned('properties')} group by muns`,
      ),
      byMuns('wc', WC_POLICIES),
    ],
    columns: [
      ['osha_inspections', 'coalesce(oi.n, 0)'],
      ['osha_violations', 'coalesce(ov.n, 0)'],
      ['osha_penalties', 'coalesce(ov.penalties, 0)'],
      ['whd_cases', 'coalesce(wh.n, 0)'],
      ['whd_back_wages', 'coalesce(wh.back_wages, 0)'],
      ['whd_penalties', 'coalesce(wh.penalties, 0)'],
      ['dot_number', 'mc.dot_number'],
      ['dot_power_units', 'mc.power_units'],
      ['dot_drivers', 'mc.drivers'],
      ['dot_hazmat', 'coalesce(mc.hazmat, 0)'],
      ['dot_mcs150_year', yearOf('mc.last_date')],
      ['property_count', 'coalesce(pr.n, 0)'],
      ['property_year_built', 'pr.year_built'],
      ['wc_carrier', 'wc.carrier_name'],
      ['wc_expiration_date', 'wc.expiration_date'],
      ['wc_experience_mod', 'wc.experience_mod'],
      ['wc_premium', 'wc.estimated_premium'],
    ],
    // Each source's own event date; never a file's as-of or load date.
    activityDates: [
      'oi.last_date',
      'wh.last_date',
      'mc.last_date',
      'pr.last_date',
      'wc.last_date',
    ],
  };
}
