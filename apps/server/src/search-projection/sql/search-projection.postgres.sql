-- search_tmp_elsewhere
select a.muns as muns
from (select muns, min(state) as lo, max(state) as hi from company_addresses
  where length(muns) > 0 and state is not null group by muns) a
join companies c on c.muns = a.muns
where a.lo <> c.state or a.hi <> c.state;

-- search_tmp_address_states
select muns, string_agg(state, ',' order by state) as states
from (select muns, state from company_addresses
    where muns in (select muns from search_tmp_elsewhere) and state is not null
  union select muns, state from companies
    where muns in (select muns from search_tmp_elsewhere)) s
group by muns;

-- search_tmp_companies
select c.muns as muns,
  c.name as name,
  c.dba_name as dba_name,
  c.address as address,
  c.city as city,
  c.state as state,
  c.zip as zip,
  c.county_fips as county_fips,
  c.latitude as latitude,
  c.longitude as longitude,
  c.naics as naics,
  lower(c.name) as sort_name,
  nt.title as industry,
  c.employees as employees,
  c.revenue as revenue,
  c.phone as phone,
  c.website as website,
  coalesce(ad.states, c.state) as address_states,
  coalesce(oi.n, 0) as osha_inspections,
  coalesce(ov.n, 0) as osha_violations,
  coalesce(ov.penalties, 0) as osha_penalties,
  coalesce(wh.n, 0) as whd_cases,
  coalesce(wh.back_wages, 0) as whd_back_wages,
  coalesce(wh.penalties, 0) as whd_penalties,
  mc.dot_number as dot_number,
  mc.power_units as dot_power_units,
  mc.drivers as dot_drivers,
  coalesce(mc.hazmat, 0) as dot_hazmat,
  cast(substr(mc.last_date, 1, 4) as integer) as dot_mcs150_year,
  coalesce(pr.n, 0) as property_count,
  pr.year_built as property_year_built,
  wc.carrier_name as wc_carrier,
  wc.expiration_date as wc_expiration_date,
  wc.experience_mod as wc_experience_mod,
  wc.estimated_premium as wc_premium,
  coalesce(hz.flood_level, 0) as flood_level,
  coalesce(hz.fire_level, 0) as fire_level,
  coalesce(hz.wind_level, 0) as wind_level,
  coalesce(hz.ground_level, 0) as ground_level,
  coalesce(cz.level, cr.level, 0) as crime_level,
  (case when ct.muns is not null then 1 else coalesce(fl.welfare, 0) end + coalesce(fl.retirement, 0)) as eb_scopes,
  fl.plan_year as plan_year,
  fl.participants as participants,
  coalesce(ct.renewal_months, 0) as renewal_months,
  cy.premium as premium,
  coalesce(ct.lob_mask, 0) as lob_mask,
  coalesce(fl.self_funded, 0) as self_funded,
  ot.other_text as lob_other_text,
  tc.carrier as carrier,
  tb.broker as broker,
  tb.msid as broker_msid,
  cy.commission as commission,
  fl.plan_count as plan_count,
  coalesce(fl.funding, 0) as funding,
  cy.contract_year as contract_year,
  cc.change_from as carrier_change_from,
  bc.change_from as broker_change_from,
  nullif(greatest(coalesce(oi.last_date, ''), coalesce(wh.last_date, ''), coalesce(mc.last_date, ''), coalesce(pr.last_date, ''), coalesce(wc.last_date, ''), coalesce(fl.last_date, '')), '') as activity_date
from companies c
left join search_tmp_naics nt on nt.naics = c.naics
left join search_tmp_address_states ad on ad.muns = c.muns
left join (select muns, count(*) as n, max(open_date) as last_date from osha_inspections where muns is not null group by muns) oi on oi.muns = c.muns
left join (select muns, count(*) as n, sum(current_penalty) as penalties from osha_violations where muns is not null group by muns) ov on ov.muns = c.muns
left join (select muns, count(*) as n, sum(back_wages) as back_wages, sum(civil_penalties) as penalties, max(findings_end_date) as last_date from whd_cases where muns is not null group by muns) wh on wh.muns = c.muns
left join (select * from (select muns, dot_number,
  row_number() over (partition by muns order by mcs150_date desc nulls last, power_units desc nulls last, dot_number) as rank,
  sum(power_units) over (partition by muns) as power_units,
  sum(drivers) over (partition by muns) as drivers,
  max(coalesce(hazmat, 0)) over (partition by muns) as hazmat,
  max(mcs150_date) over (partition by muns) as last_date
  from motor_carriers where muns is not null) ranked where rank = 1) mc on mc.muns = c.muns
left join (select muns, count(*) as n, max(year_built) as year_built, max(last_sale_date) as last_date from properties where muns is not null group by muns) pr on pr.muns = c.muns
left join (select * from (select muns, carrier_name, expiration_date, experience_mod, estimated_premium,
  row_number() over (partition by muns order by expiration_date desc nulls last, effective_date desc nulls last, source_key) as rank,
  max(effective_date) over (partition by muns) as last_date
  from wc_policies where muns is not null) ranked where rank = 1) wc on wc.muns = c.muns
left join (select source_key, greatest((case cfld_rating when 'Very Low' then 1 when 'Relatively Low' then 2 when 'Low' then 2 when 'Relatively Moderate' then 3 when 'Moderate' then 3 when 'Relatively High' then 4 when 'High' then 4 when 'Very High' then 5 else 0 end), (case rfld_rating when 'Very Low' then 1 when 'Relatively Low' then 2 when 'Low' then 2 when 'Relatively Moderate' then 3 when 'Moderate' then 3 when 'Relatively High' then 4 when 'High' then 4 when 'Very High' then 5 else 0 end)) as flood_level,
  (case wfir_rating when 'Very Low' then 1 when 'Relatively Low' then 2 when 'Low' then 2 when 'Relatively Moderate' then 3 when 'Moderate' then 3 when 'Relatively High' then 4 when 'High' then 4 when 'Very High' then 5 else 0 end) as fire_level,
  greatest((case hrcn_rating when 'Very Low' then 1 when 'Relatively Low' then 2 when 'Low' then 2 when 'Relatively Moderate' then 3 when 'Moderate' then 3 when 'Relatively High' then 4 when 'High' then 4 when 'Very High' then 5 else 0 end), (case trnd_rating when 'Very Low' then 1 when 'Relatively Low' then 2 when 'Low' then 2 when 'Relatively Moderate' then 3 when 'Moderate' then 3 when 'Relatively High' then 4 when 'High' then 4 when 'Very High' then 5 else 0 end), (case swnd_rating when 'Very Low' then 1 when 'Relatively Low' then 2 when 'Low' then 2 when 'Relatively Moderate' then 3 when 'Moderate' then 3 when 'Relatively High' then 4 when 'High' then 4 when 'Very High' then 5 else 0 end), (case hail_rating when 'Very Low' then 1 when 'Relatively Low' then 2 when 'Low' then 2 when 'Relatively Moderate' then 3 when 'Moderate' then 3 when 'Relatively High' then 4 when 'High' then 4 when 'Very High' then 5 else 0 end)) as wind_level,
  greatest((case erqk_rating when 'Very Low' then 1 when 'Relatively Low' then 2 when 'Low' then 2 when 'Relatively Moderate' then 3 when 'Moderate' then 3 when 'Relatively High' then 4 when 'High' then 4 when 'Very High' then 5 else 0 end), (case lnds_rating when 'Very Low' then 1 when 'Relatively Low' then 2 when 'Low' then 2 when 'Relatively Moderate' then 3 when 'Moderate' then 3 when 'Relatively High' then 4 when 'High' then 4 when 'Very High' then 5 else 0 end)) as ground_level
  from hazard_counties) hz on hz.source_key = c.county_fips
left join (select source_key, (case crime_rating when 'Very Low' then 1 when 'Relatively Low' then 2 when 'Low' then 2 when 'Relatively Moderate' then 3 when 'Moderate' then 3 when 'Relatively High' then 4 when 'High' then 4 when 'Very High' then 5 else 0 end) as level from crime_scores) cz on cz.source_key = c.zip
left join (select county_fips, max((case crime_rating when 'Very Low' then 1 when 'Relatively Low' then 2 when 'Low' then 2 when 'Relatively Moderate' then 3 when 'Moderate' then 3 when 'Relatively High' then 4 when 'High' then 4 when 'Very High' then 5 else 0 end)) as level
  from crime_scores where county_fips is not null group by county_fips) cr on cr.county_fips = c.county_fips
left join (select muns, max(plan_year) as plan_year,
  sum(case when source_year = plan_year then active_participants end) as participants,
  max(case when source_year = plan_year and self_funded = 1 then 1 else 0 end) as self_funded,
  count(distinct case when source_year = plan_year
    then coalesce(ein, '') || ':' || coalesce(plan_number, source_key) end) as plan_count,
  max(case when source_year = plan_year and (self_funded = 0
  or (self_funded = 1 and (funding_arrangement like '%insurance%' or benefit_arrangement like '%insurance%')))
  then 1 else 0 end) + max(case when source_year = plan_year and self_funded = 1 then 2 else 0 end) as funding,
  max(case when form = '5500' and welfare_codes <> '' then 1 else 0 end) as welfare,
  max(case when form = '5500-SF' or (form = '5500' and pension_codes <> '') then 2 else 0 end) as retirement,
  max(date_received) as last_date
  from (select muns, source_year, active_participants, self_funded, form, welfare_codes, pension_codes, date_received,
    ein, plan_number, source_key, funding_arrangement, benefit_arrangement,
    max(source_year) over (partition by muns) as plan_year from filings where muns is not null) f
  group by muns) fl on fl.muns = c.muns
left join (select muns,
  sum(distinct case when renewal_month between 1 and 12 then 1 << (renewal_month - 1) else 0 end) as renewal_months,
  max(case when lines like '%|0|%' then 1 else 0 end) + max(case when lines like '%|1|%' then 2 else 0 end) + max(case when lines like '%|2|%' then 4 else 0 end) + max(case when lines like '%|3|%' then 8 else 0 end) + max(case when lines like '%|4|%' then 16 else 0 end) + max(case when lines like '%|5|%' then 32 else 0 end) + max(case when lines like '%|6|%' then 64 else 0 end) + max(case when lines like '%|7|%' then 128 else 0 end) + max(case when lines like '%|8|%' then 256 else 0 end) + max(case when lines like '%|9|%' then 512 else 0 end) + max(case when lines like '%|10|%' then 1024 else 0 end) + max(case when lines like '%|11|%' then 2048 else 0 end) + max(case when lines like '%|12|%' then 4096 else 0 end) + max(case when lines like '%|13|%' then 8192 else 0 end) + max(case when lines like '%|14|%' then 16384 else 0 end) + max(case when lines like '%|15|%' then 32768 else 0 end) + max(case when lines like '%|16|%' then 65536 else 0 end) + max(case when lines like '%|17|%' then 131072 else 0 end) + max(case when lines like '%|18|%' then 262144 else 0 end) + max(case when lines like '%|19|%' then 524288 else 0 end) + max(case when lines like '%|20|%' then 1048576 else 0 end) as lob_mask
  from insurance_contracts where muns is not null group by muns) ct on ct.muns = c.muns
left join (select muns, sum(premium) as premium, sum(commissions) as commission,
  max(source_year) as contract_year
  from (select muns, source_year, premium, commissions,
    max(source_year) over (partition by muns) as latest from insurance_contracts where muns is not null) x
  where source_year = latest group by muns) cy on cy.muns = c.muns
left join (select muns, string_agg(other_text, ' | ' order by other_text) as other_text
  from (select muns, other_text from insurance_contracts where muns is not null and other_text is not null group by muns, other_text) o
  group by muns) ot on ot.muns = c.muns
left join (select muns, carrier_name_normalized as carrier from (select muns, carrier_name_normalized,
  row_number() over (partition by muns order by sum(premium) desc nulls last, carrier_name_normalized) as rank
  from insurance_contracts where muns is not null and carrier_name_normalized is not null
  group by muns, carrier_name_normalized) ranked where rank = 1) tc on tc.muns = c.muns
left join (select ranked.muns, ranked.broker, m.msid from (select muns, broker_name_normalized as broker,
  row_number() over (partition by muns order by sum(commission) desc nulls last, broker_name_normalized) as rank
  from contract_brokers where muns is not null and broker_name_normalized is not null
  group by muns, broker_name_normalized) ranked
  join search_tmp_msids m on m.name_normalized = ranked.broker where rank = 1) tb on tb.muns = c.muns
left join (select y.muns, max(y.prev) as change_from from (select muns, yr, count(*) as n,
  lag(yr) over (partition by muns order by yr) as prev,
  lag(count(*)) over (partition by muns order by yr) as prev_n
  from (select distinct muns, source_year as yr,
  coalesce(carrier_name_normalized, carrier_name) as name from insurance_contracts
  where muns is not null and source_year is not null and carrier_name is not null) s group by muns, yr) y
  left join (select y.muns, y.yr, count(*) as n from (select muns, yr, count(*) as n,
  lag(yr) over (partition by muns order by yr) as prev,
  lag(count(*)) over (partition by muns order by yr) as prev_n
  from (select distinct muns, source_year as yr,
  coalesce(carrier_name_normalized, carrier_name) as name from insurance_contracts
  where muns is not null and source_year is not null and carrier_name is not null) s group by muns, yr) y
  join (select distinct muns, source_year as yr,
  coalesce(carrier_name_normalized, carrier_name) as name from insurance_contracts
  where muns is not null and source_year is not null and carrier_name is not null) b on b.muns = y.muns and b.yr = y.yr
  join (select distinct muns, source_year as yr,
  coalesce(carrier_name_normalized, carrier_name) as name from insurance_contracts
  where muns is not null and source_year is not null and carrier_name is not null) a on a.muns = y.muns and a.yr = y.prev and a.name = b.name
  group by y.muns, y.yr) k on k.muns = y.muns and k.yr = y.yr
  where y.prev is not null and (coalesce(k.n, 0) < y.n or coalesce(k.n, 0) < y.prev_n)
  group by y.muns) cc on cc.muns = c.muns
left join (select y.muns, max(y.prev) as change_from from (select muns, yr, count(*) as n,
  lag(yr) over (partition by muns order by yr) as prev,
  lag(count(*)) over (partition by muns order by yr) as prev_n
  from (select distinct ic.muns, ic.source_year as yr,
  coalesce(cb.broker_name_normalized, cb.broker_name) as name
  from contract_brokers cb join insurance_contracts ic on ic.ack_id = cb.ack_id and ic.form_id = cb.form_id
  where ic.muns is not null and ic.source_year is not null and cb.broker_name is not null) s group by muns, yr) y
  left join (select y.muns, y.yr, count(*) as n from (select muns, yr, count(*) as n,
  lag(yr) over (partition by muns order by yr) as prev,
  lag(count(*)) over (partition by muns order by yr) as prev_n
  from (select distinct ic.muns, ic.source_year as yr,
  coalesce(cb.broker_name_normalized, cb.broker_name) as name
  from contract_brokers cb join insurance_contracts ic on ic.ack_id = cb.ack_id and ic.form_id = cb.form_id
  where ic.muns is not null and ic.source_year is not null and cb.broker_name is not null) s group by muns, yr) y
  join (select distinct ic.muns, ic.source_year as yr,
  coalesce(cb.broker_name_normalized, cb.broker_name) as name
  from contract_brokers cb join insurance_contracts ic on ic.ack_id = cb.ack_id and ic.form_id = cb.form_id
  where ic.muns is not null and ic.source_year is not null and cb.broker_name is not null) b on b.muns = y.muns and b.yr = y.yr
  join (select distinct ic.muns, ic.source_year as yr,
  coalesce(cb.broker_name_normalized, cb.broker_name) as name
  from contract_brokers cb join insurance_contracts ic on ic.ack_id = cb.ack_id and ic.form_id = cb.form_id
  where ic.muns is not null and ic.source_year is not null and cb.broker_name is not null) a on a.muns = y.muns and a.yr = y.prev and a.name = b.name
  group by y.muns, y.yr) k on k.muns = y.muns and k.yr = y.yr
  where y.prev is not null and (coalesce(k.n, 0) < y.n or coalesce(k.n, 0) < y.prev_n)
  group by y.muns) bc on bc.muns = c.muns;

-- search_tmp_company_carriers
select ic.muns as muns, ic.carrier_name as carrier_name,
  min(ic.carrier_name_normalized) as carrier_name_normalized
from insurance_contracts ic join companies c on c.muns = ic.muns
where ic.carrier_name is not null
group by ic.muns, ic.carrier_name;

-- search_tmp_company_brokers
select b.muns, b.msid, b.broker_name, b.broker_name_normalized,
  b.address, b.city, b.state, b.zip, z.county_fips
from (select cb.muns, m.msid,
  cb.broker_name, cb.broker_name_normalized, cb.address, cb.city, cb.state, cb.zip,
  row_number() over (partition by cb.muns, m.msid order by cb.source_key) as rank
  from contract_brokers cb
  join companies c on c.muns = cb.muns
  join search_tmp_msids m on m.name_normalized = cb.broker_name_normalized) b
left join search_tmp_zip_counties z on z.zip = b.zip
where b.rank = 1;

-- search_tmp_brokers
select b.msid, b.broker_name as name, b.broker_name_normalized as name_normalized,
  b.address, b.city, b.state, b.zip, n.clients as client_count
from (select cb.muns, m.msid,
  cb.broker_name, cb.broker_name_normalized, cb.address, cb.city, cb.state, cb.zip,
  row_number() over (partition by m.msid order by cb.source_key) as rank
  from contract_brokers cb
  join companies c on c.muns = cb.muns
  join search_tmp_msids m on m.name_normalized = cb.broker_name_normalized) b
join (select m.msid, count(distinct cb.muns) as clients
  from contract_brokers cb
  join companies c on c.muns = cb.muns
  join search_tmp_msids m on m.name_normalized = cb.broker_name_normalized
  group by m.msid) n on n.msid = b.msid
where b.rank = 1;

-- stat_tmp_cells (indexed by muns)
select c.muns, c.state, coalesce(c.naics, '') as naics, (case when c.employees is null or c.employees < 1 then 'unknown' when c.employees <= 9 then '1-9' when c.employees <= 49 then '10-49' when c.employees <= 99 then '50-99' when c.employees <= 499 then '100-499' when c.employees <= 999 then '500-999' else '1000+' end) as band,
  (case when hz.source_key is null then 0 else 1 end) as rated,
  coalesce(hz.flood_level, 0) as flood_level, coalesce(hz.fire_level, 0) as fire_level, coalesce(hz.wind_level, 0) as wind_level, coalesce(hz.ground_level, 0) as ground_level, coalesce(cz.level, cr.level, 0) as crime_level
from companies c
left join (select source_key, greatest((case cfld_rating when 'Very Low' then 1 when 'Relatively Low' then 2 when 'Low' then 2 when 'Relatively Moderate' then 3 when 'Moderate' then 3 when 'Relatively High' then 4 when 'High' then 4 when 'Very High' then 5 else 0 end), (case rfld_rating when 'Very Low' then 1 when 'Relatively Low' then 2 when 'Low' then 2 when 'Relatively Moderate' then 3 when 'Moderate' then 3 when 'Relatively High' then 4 when 'High' then 4 when 'Very High' then 5 else 0 end)) as flood_level,
  (case wfir_rating when 'Very Low' then 1 when 'Relatively Low' then 2 when 'Low' then 2 when 'Relatively Moderate' then 3 when 'Moderate' then 3 when 'Relatively High' then 4 when 'High' then 4 when 'Very High' then 5 else 0 end) as fire_level,
  greatest((case hrcn_rating when 'Very Low' then 1 when 'Relatively Low' then 2 when 'Low' then 2 when 'Relatively Moderate' then 3 when 'Moderate' then 3 when 'Relatively High' then 4 when 'High' then 4 when 'Very High' then 5 else 0 end), (case trnd_rating when 'Very Low' then 1 when 'Relatively Low' then 2 when 'Low' then 2 when 'Relatively Moderate' then 3 when 'Moderate' then 3 when 'Relatively High' then 4 when 'High' then 4 when 'Very High' then 5 else 0 end), (case swnd_rating when 'Very Low' then 1 when 'Relatively Low' then 2 when 'Low' then 2 when 'Relatively Moderate' then 3 when 'Moderate' then 3 when 'Relatively High' then 4 when 'High' then 4 when 'Very High' then 5 else 0 end), (case hail_rating when 'Very Low' then 1 when 'Relatively Low' then 2 when 'Low' then 2 when 'Relatively Moderate' then 3 when 'Moderate' then 3 when 'Relatively High' then 4 when 'High' then 4 when 'Very High' then 5 else 0 end)) as wind_level,
  greatest((case erqk_rating when 'Very Low' then 1 when 'Relatively Low' then 2 when 'Low' then 2 when 'Relatively Moderate' then 3 when 'Moderate' then 3 when 'Relatively High' then 4 when 'High' then 4 when 'Very High' then 5 else 0 end), (case lnds_rating when 'Very Low' then 1 when 'Relatively Low' then 2 when 'Low' then 2 when 'Relatively Moderate' then 3 when 'Moderate' then 3 when 'Relatively High' then 4 when 'High' then 4 when 'Very High' then 5 else 0 end)) as ground_level
  from hazard_counties) hz on hz.source_key = c.county_fips
left join (select source_key, (case crime_rating when 'Very Low' then 1 when 'Relatively Low' then 2 when 'Low' then 2 when 'Relatively Moderate' then 3 when 'Moderate' then 3 when 'Relatively High' then 4 when 'High' then 4 when 'Very High' then 5 else 0 end) as level from crime_scores) cz on cz.source_key = c.zip
left join (select county_fips, max((case crime_rating when 'Very Low' then 1 when 'Relatively Low' then 2 when 'Low' then 2 when 'Relatively Moderate' then 3 when 'Moderate' then 3 when 'Relatively High' then 4 when 'High' then 4 when 'Very High' then 5 else 0 end)) as level
  from crime_scores where county_fips is not null group by county_fips) cr on cr.county_fips = c.county_fips;

-- stat_tmp_fine
select 'companies' as figure, x.state, x.naics, x.band, 0 as year, '' as dim, 0 as level,
  count(*) as m1, sum(case when x.naics <> '' then 1 else 0 end) as m2, sum(case when x.band <> 'unknown' then 1 else 0 end) as m3, sum(x.rated) as m4, 0 as m5, 0 as m6
from stat_tmp_cells x
group by x.state, x.naics, x.band
union all
select 'covered' as figure, x.state, x.naics, x.band, 0 as year, f.kind as dim, 0 as level,
  count(*) as m1, 0 as m2, 0 as m3, 0 as m4, 0 as m5, 0 as m6
from (select distinct muns, 'osha' as kind from osha_inspections where muns is not null
union all select distinct muns, 'whd' as kind from whd_cases where muns is not null
union all select distinct muns, 'dot' as kind from motor_carriers where muns is not null
union all select distinct muns, 'welfare' as kind from filings where muns is not null and form = '5500' and welfare_codes <> ''
union all select distinct muns, 'sch_a' as kind from insurance_contracts where muns is not null
union all select distinct muns, 'broker' as kind from contract_brokers where muns is not null) f join stat_tmp_cells x on x.muns = f.muns
group by x.state, x.naics, x.band, f.kind
union all
select 'osha' as figure, x.state, x.naics, x.band, f.source_year as year, '' as dim, 0 as level,
  count(*) as m1, coalesce(sum(v.n), 0) as m2, coalesce(sum(v.penalty), 0) as m3, 0 as m4, 0 as m5, 0 as m6
from osha_inspections f join stat_tmp_cells x on x.muns = f.muns
left join (select activity_nr, count(*) as n, sum(current_penalty) as penalty
  from osha_violations group by activity_nr) v on v.activity_nr = f.activity_nr
where f.source_year is not null
group by x.state, x.naics, x.band, f.source_year
union all
select 'whd' as figure, x.state, x.naics, x.band, f.source_year as year, '' as dim, 0 as level,
  count(*) as m1, coalesce(sum(f.back_wages), 0) as m2, coalesce(sum(f.civil_penalties), 0) as m3, coalesce(sum(f.employees_violated), 0) as m4, 0 as m5, 0 as m6
from whd_cases f join stat_tmp_cells x on x.muns = f.muns where f.source_year is not null
group by x.state, x.naics, x.band, f.source_year
union all
select 'dot' as figure, x.state, x.naics, x.band, 0 as year, (case when f.power_units is null or f.power_units < 1 then 'none' when f.power_units <= 1 then '1' when f.power_units <= 5 then '2-5' when f.power_units <= 10 then '6-10' when f.power_units <= 25 then '11-25' when f.power_units <= 100 then '26-100' when f.power_units <= 500 then '101-500' else '501+' end) as dim, 0 as level,
  count(*) as m1, coalesce(sum(f.power_units), 0) as m2, coalesce(sum(f.drivers), 0) as m3, 0 as m4, 0 as m5, 0 as m6
from (select muns, sum(power_units) as power_units, sum(drivers) as drivers
  from motor_carriers where muns is not null group by muns) f join stat_tmp_cells x on x.muns = f.muns
group by x.state, x.naics, x.band, (case when f.power_units is null or f.power_units < 1 then 'none' when f.power_units <= 1 then '1' when f.power_units <= 5 then '2-5' when f.power_units <= 10 then '6-10' when f.power_units <= 25 then '11-25' when f.power_units <= 100 then '26-100' when f.power_units <= 500 then '101-500' else '501+' end)
union all
select 'hazard' as figure, x.state, x.naics, x.band, 0 as year, 'flood' as dim, x.flood_level as level,
  count(*) as m1, 0 as m2, 0 as m3, 0 as m4, 0 as m5, 0 as m6
from stat_tmp_cells x where x.flood_level > 0
group by x.state, x.naics, x.band, x.flood_level
union all
select 'hazard' as figure, x.state, x.naics, x.band, 0 as year, 'fire' as dim, x.fire_level as level,
  count(*) as m1, 0 as m2, 0 as m3, 0 as m4, 0 as m5, 0 as m6
from stat_tmp_cells x where x.fire_level > 0
group by x.state, x.naics, x.band, x.fire_level
union all
select 'hazard' as figure, x.state, x.naics, x.band, 0 as year, 'wind' as dim, x.wind_level as level,
  count(*) as m1, 0 as m2, 0 as m3, 0 as m4, 0 as m5, 0 as m6
from stat_tmp_cells x where x.wind_level > 0
group by x.state, x.naics, x.band, x.wind_level
union all
select 'hazard' as figure, x.state, x.naics, x.band, 0 as year, 'ground' as dim, x.ground_level as level,
  count(*) as m1, 0 as m2, 0 as m3, 0 as m4, 0 as m5, 0 as m6
from stat_tmp_cells x where x.ground_level > 0
group by x.state, x.naics, x.band, x.ground_level
union all
select 'hazard' as figure, x.state, x.naics, x.band, 0 as year, 'crime' as dim, x.crime_level as level,
  count(*) as m1, 0 as m2, 0 as m3, 0 as m4, 0 as m5, 0 as m6
from stat_tmp_cells x where x.crime_level > 0
group by x.state, x.naics, x.band, x.crime_level
union all
select 'eb_lines' as figure, x.state, x.naics, x.band, f.source_year as year, '' as dim, l.id as level,
  count(distinct f.ack_id) as m1, coalesce(sum(f.persons_covered), 0) as m2, coalesce(sum(f.premium), 0) as m3, coalesce(sum(f.commissions), 0) as m4, coalesce(sum(f.fees), 0) as m5, count(*) as m6
from insurance_contracts f join (select 0 as id, '%|0|%' as pattern union all select 1 as id, '%|1|%' as pattern union all select 2 as id, '%|2|%' as pattern union all select 3 as id, '%|3|%' as pattern union all select 4 as id, '%|4|%' as pattern union all select 5 as id, '%|5|%' as pattern union all select 6 as id, '%|6|%' as pattern union all select 7 as id, '%|7|%' as pattern union all select 8 as id, '%|8|%' as pattern union all select 9 as id, '%|9|%' as pattern union all select 10 as id, '%|10|%' as pattern union all select 11 as id, '%|11|%' as pattern union all select 12 as id, '%|12|%' as pattern union all select 13 as id, '%|13|%' as pattern union all select 14 as id, '%|14|%' as pattern union all select 15 as id, '%|15|%' as pattern union all select 16 as id, '%|16|%' as pattern union all select 17 as id, '%|17|%' as pattern union all select 18 as id, '%|18|%' as pattern union all select 19 as id, '%|19|%' as pattern union all select 20 as id, '%|20|%' as pattern) l on f.lines like l.pattern
join stat_tmp_cells x on x.muns = f.muns where f.source_year is not null
group by x.state, x.naics, x.band, f.source_year, l.id
union all
select 'eb_self_funded' as figure, x.state, x.naics, x.band, 0 as year, '' as dim, 0 as level,
  count(*) as m1, sum(case when f.self_funded = 1 then 1 else 0 end) as m2, 0 as m3, 0 as m4, 0 as m5, 0 as m6
from (select muns, self_funded, row_number() over (partition by muns, ein, plan_number
    order by source_year desc, source_key desc) as rank
  from filings where muns is not null and form = '5500' and welfare_codes <> '') f
join stat_tmp_cells x on x.muns = f.muns where f.rank = 1
group by x.state, x.naics, x.band
union all
select 'eb_carriers' as figure, x.state, x.naics, x.band, f.source_year as year, coalesce(f.carrier_name_normalized, '') as dim, 0 as level,
  count(distinct f.muns) as m1, coalesce(sum(f.persons_covered), 0) as m2, coalesce(sum(f.premium), 0) as m3, count(*) as m4, 0 as m5, 0 as m6
from insurance_contracts f join stat_tmp_cells x on x.muns = f.muns where f.source_year is not null
group by x.state, x.naics, x.band, f.source_year, coalesce(f.carrier_name_normalized, '')
union all
select 'eb_brokers' as figure, x.state, x.naics, x.band, f.source_year as year, b.broker as dim, 0 as level,
  count(distinct f.muns) as m1, coalesce(sum(f.persons_covered), 0) as m2, coalesce(sum(f.premium), 0) as m3, coalesce(sum(b.paid), 0) as m4, count(*) as m5, 0 as m6
from (select ack_id, form_id, broker_name_normalized as broker,
    sum(coalesce(commission, 0) + coalesce(fees, 0)) as paid
  from contract_brokers where broker_name_normalized is not null
  group by ack_id, form_id, broker_name_normalized) b
join insurance_contracts f on f.ack_id = b.ack_id and f.form_id = b.form_id
join stat_tmp_cells x on x.muns = f.muns where f.source_year is not null
group by x.state, x.naics, x.band, f.source_year, b.broker
union all
select 'eb_renewal' as figure, x.state, x.naics, x.band, f.source_year as year, '' as dim, f.renewal_month as level,
  count(*) as m1, count(distinct f.muns) as m2, coalesce(sum(f.premium), 0) as m3, 0 as m4, 0 as m5, 0 as m6
from insurance_contracts f join stat_tmp_cells x on x.muns = f.muns
where f.source_year is not null and f.renewal_month between 1 and 12
group by x.state, x.naics, x.band, f.source_year, f.renewal_month;

-- stat_tmp_summary
select figure, 's' as grain, state, '' as naics, '' as band, year, dim, level,
  sum(m1) as m1, sum(m2) as m2, sum(m3) as m3, sum(m4) as m4, sum(m5) as m5, sum(m6) as m6
from stat_tmp_fine
group by figure, state, year, dim, level
union all
select figure, 'sb' as grain, state, '' as naics, band as band, year, dim, level,
  sum(m1) as m1, sum(m2) as m2, sum(m3) as m3, sum(m4) as m4, sum(m5) as m5, sum(m6) as m6
from stat_tmp_fine
group by figure, state, band, year, dim, level
union all
select figure, 'sn2b' as grain, state, substr(naics, 1, 2) as naics, band as band, year, dim, level,
  sum(m1) as m1, sum(m2) as m2, sum(m3) as m3, sum(m4) as m4, sum(m5) as m5, sum(m6) as m6
from stat_tmp_fine
group by figure, state, substr(naics, 1, 2), band, year, dim, level
union all
select figure, 'sn6b' as grain, state, naics as naics, band as band, year, dim, level,
  sum(m1) as m1, sum(m2) as m2, sum(m3) as m3, sum(m4) as m4, sum(m5) as m5, sum(m6) as m6
from stat_tmp_fine
group by figure, state, naics, band, year, dim, level;
