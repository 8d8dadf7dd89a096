-- search_tmp_elsewhere
select a.muns as muns
from (select muns, min(state) as lo, max(state) as hi from company_addresses
  where length(muns) > 0 and state is not null group by muns) a
join companies c on c.muns = a.muns
where a.lo <> c.state or a.hi <> c.state;

-- search_tmp_address_states
select muns, group_concat(state, ',' order by state) as states
from (select muns, state from company_addresses
    where muns in (select muns from search_tmp_elsewhere) and state is not null
  union select muns, state from companies
    where muns in (select muns from search_tmp_elsewhere)) s
group by muns;

-- search_tmp_part_oi (indexed by muns)
select muns, count(*) as n, max(open_date) as last_date from osha_inspections where muns is not null group by muns;

-- search_tmp_part_ov (indexed by muns)
select muns, count(*) as n, sum(current_penalty) as penalties from osha_violations where muns is not null group by muns;

-- search_tmp_part_wh (indexed by muns)
select muns, count(*) as n, sum(back_wages) as back_wages, sum(civil_penalties) as penalties, max(findings_end_date) as last_date from whd_cases where muns is not null group by muns;

-- search_tmp_part_mc (indexed by muns)
select * from (select muns, dot_number,
  row_number() over (partition by muns order by mcs150_date desc nulls last, power_units desc nulls last, dot_number) as rank,
  sum(power_units) over (partition by muns) as power_units,
  sum(drivers) over (partition by muns) as drivers,
  max(coalesce(hazmat, 0)) over (partition by muns) as hazmat,
  max(mcs150_date) over (partition by muns) as last_date
  from motor_carriers where muns is not null) ranked where rank = 1;

-- search_tmp_part_pr (indexed by muns)
select muns, count(*) as n, max(year_built) as year_built, max(last_sale_date) as last_date from properties where muns is not null group by muns;

-- search_tmp_part_wc (indexed by muns)
select * from (select muns, carrier_name, expiration_date, experience_mod, estimated_premium,
  row_number() over (partition by muns order by expiration_date desc nulls last, effective_date desc nulls last, source_key) as rank,
  max(effective_date) over (partition by muns) as last_date
  from wc_policies where muns is not null) ranked where rank = 1;

-- search_tmp_part_fl (indexed by muns)
select muns, max(plan_year) as plan_year,
  sum(case when source_year = plan_year then active_participants end) as participants,
  max(case when source_year = plan_year and self_funded = 1 then 1 else 0 end) as self_funded,
  max(case when form = '5500' and welfare_codes <> '' then 1 else 0 end) as welfare,
  max(case when form = '5500-SF' or (form = '5500' and pension_codes <> '') then 2 else 0 end) as retirement,
  max(date_received) as last_date
  from (select muns, source_year, active_participants, self_funded, form, welfare_codes, pension_codes, date_received,
    max(source_year) over (partition by muns) as plan_year from filings where muns is not null) f
  group by muns;

-- search_tmp_part_ct (indexed by muns)
select muns,
  sum(distinct case when renewal_month between 1 and 12 then 1 << (renewal_month - 1) else 0 end) as renewal_months,
  max(case when lines like '%|0|%' then 1 else 0 end) + max(case when lines like '%|1|%' then 2 else 0 end) + max(case when lines like '%|2|%' then 4 else 0 end) + max(case when lines like '%|3|%' then 8 else 0 end) + max(case when lines like '%|4|%' then 16 else 0 end) + max(case when lines like '%|5|%' then 32 else 0 end) + max(case when lines like '%|6|%' then 64 else 0 end) + max(case when lines like '%|7|%' then 128 else 0 end) + max(case when lines like '%|8|%' then 256 else 0 end) + max(case when lines like '%|9|%' then 512 else 0 end) + max(case when lines like '%|10|%' then 1024 else 0 end) + max(case when lines like '%|11|%' then 2048 else 0 end) + max(case when lines like '%|12|%' then 4096 else 0 end) + max(case when lines like '%|13|%' then 8192 else 0 end) + max(case when lines like '%|14|%' then 16384 else 0 end) + max(case when lines like '%|15|%' then 32768 else 0 end) + max(case when lines like '%|16|%' then 65536 else 0 end) + max(case when lines like '%|17|%' then 131072 else 0 end) + max(case when lines like '%|18|%' then 262144 else 0 end) + max(case when lines like '%|19|%' then 524288 else 0 end) + max(case when lines like '%|20|%' then 1048576 else 0 end) as lob_mask
  from insurance_contracts where muns is not null group by muns;

-- search_tmp_part_cy (indexed by muns)
select muns, sum(premium) as premium
  from (select muns, source_year, premium,
    max(source_year) over (partition by muns) as latest from insurance_contracts where muns is not null) x
  where source_year = latest group by muns;

-- search_tmp_part_ot (indexed by muns)
select muns, group_concat(other_text, ' | ' order by other_text) as other_text
  from (select muns, other_text from insurance_contracts where muns is not null and other_text is not null group by muns, other_text) o
  group by muns;

-- search_tmp_part_tc (indexed by muns)
select muns, carrier_name_normalized as carrier from (select muns, carrier_name_normalized,
  row_number() over (partition by muns order by sum(premium) desc nulls last, carrier_name_normalized) as rank
  from insurance_contracts where muns is not null and carrier_name_normalized is not null
  group by muns, carrier_name_normalized) ranked where rank = 1;

-- search_tmp_part_tb (indexed by muns)
select ranked.muns, ranked.broker, m.msid from (select muns, broker_name_normalized as broker,
  row_number() over (partition by muns order by sum(commission) desc nulls last, broker_name_normalized) as rank
  from contract_brokers where muns is not null and broker_name_normalized is not null
  group by muns, broker_name_normalized) ranked
  join search_tmp_msids m on m.name_normalized = ranked.broker where rank = 1;

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
  nullif(max(coalesce(oi.last_date, ''), coalesce(wh.last_date, ''), coalesce(mc.last_date, ''), coalesce(pr.last_date, ''), coalesce(wc.last_date, ''), coalesce(fl.last_date, '')), '') as activity_date
from companies c
left join search_tmp_naics nt on nt.naics = c.naics
left join search_tmp_address_states ad on ad.muns = c.muns
left join search_tmp_part_oi oi on oi.muns = c.muns
left join search_tmp_part_ov ov on ov.muns = c.muns
left join search_tmp_part_wh wh on wh.muns = c.muns
left join search_tmp_part_mc mc on mc.muns = c.muns
left join search_tmp_part_pr pr on pr.muns = c.muns
left join search_tmp_part_wc wc on wc.muns = c.muns
left join (select source_key, max((case cfld_rating when 'Very Low' then 1 when 'Relatively Low' then 2 when 'Low' then 2 when 'Relatively Moderate' then 3 when 'Moderate' then 3 when 'Relatively High' then 4 when 'High' then 4 when 'Very High' then 5 else 0 end), (case rfld_rating when 'Very Low' then 1 when 'Relatively Low' then 2 when 'Low' then 2 when 'Relatively Moderate' then 3 when 'Moderate' then 3 when 'Relatively High' then 4 when 'High' then 4 when 'Very High' then 5 else 0 end)) as flood_level,
  (case wfir_rating when 'Very Low' then 1 when 'Relatively Low' then 2 when 'Low' then 2 when 'Relatively Moderate' then 3 when 'Moderate' then 3 when 'Relatively High' then 4 when 'High' then 4 when 'Very High' then 5 else 0 end) as fire_level,
  max((case hrcn_rating when 'Very Low' then 1 when 'Relatively Low' then 2 when 'Low' then 2 when 'Relatively Moderate' then 3 when 'Moderate' then 3 when 'Relatively High' then 4 when 'High' then 4 when 'Very High' then 5 else 0 end), (case trnd_rating when 'Very Low' then 1 when 'Relatively Low' then 2 when 'Low' then 2 when 'Relatively Moderate' then 3 when 'Moderate' then 3 when 'Relatively High' then 4 when 'High' then 4 when 'Very High' then 5 else 0 end), (case swnd_rating when 'Very Low' then 1 when 'Relatively Low' then 2 when 'Low' then 2 when 'Relatively Moderate' then 3 when 'Moderate' then 3 when 'Relatively High' then 4 when 'High' then 4 when 'Very High' then 5 else 0 end), (case hail_rating when 'Very Low' then 1 when 'Relatively Low' then 2 when 'Low' then 2 when 'Relatively Moderate' then 3 when 'Moderate' then 3 when 'Relatively High' then 4 when 'High' then 4 when 'Very High' then 5 else 0 end)) as wind_level,
  max((case erqk_rating when 'Very Low' then 1 when 'Relatively Low' then 2 when 'Low' then 2 when 'Relatively Moderate' then 3 when 'Moderate' then 3 when 'Relatively High' then 4 when 'High' then 4 when 'Very High' then 5 else 0 end), (case lnds_rating when 'Very Low' then 1 when 'Relatively Low' then 2 when 'Low' then 2 when 'Relatively Moderate' then 3 when 'Moderate' then 3 when 'Relatively High' then 4 when 'High' then 4 when 'Very High' then 5 else 0 end)) as ground_level
  from hazard_counties) hz on hz.source_key = c.county_fips
left join (select source_key, (case crime_rating when 'Very Low' then 1 when 'Relatively Low' then 2 when 'Low' then 2 when 'Relatively Moderate' then 3 when 'Moderate' then 3 when 'Relatively High' then 4 when 'High' then 4 when 'Very High' then 5 else 0 end) as level from crime_scores) cz on cz.source_key = c.zip
left join (select county_fips, max((case crime_rating when 'Very Low' then 1 when 'Relatively Low' then 2 when 'Low' then 2 when 'Relatively Moderate' then 3 when 'Moderate' then 3 when 'Relatively High' then 4 when 'High' then 4 when 'Very High' then 5 else 0 end)) as level
  from crime_scores where county_fips is not null group by county_fips) cr on cr.county_fips = c.county_fips
left join search_tmp_part_fl fl on fl.muns = c.muns
left join search_tmp_part_ct ct on ct.muns = c.muns
left join search_tmp_part_cy cy on cy.muns = c.muns
left join search_tmp_part_ot ot on ot.muns = c.muns
left join search_tmp_part_tc tc on tc.muns = c.muns
left join search_tmp_part_tb tb on tb.muns = c.muns;

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
