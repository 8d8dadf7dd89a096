const year = new Date().getFullYear();

/** SPEC §3's PC search criteria defaults, member for member as written. */
export const SPEC_PC_DEFAULTS = {
  activityDateRange: { minDate: `${year - 2}-01-01` },
  employeeRangeSearch: {
    employeeRange: [0, 10000],
    employeeRangeTb: ['', ''],
    rangeType: 'slider',
  },
  propertyYearBuildRangeSearch: {
    propertyYearBuildRange: [year - 11, year],
    propertyYearBuildRangeTb: ['', ''],
    rangeType: 'slider',
  },
  complianceSearch: { dotYearRange: { min: year - 3 } },
  searchOptions: { matchAllTerms: false },
};

/** SPEC §3's EB search criteria defaults, member for member as written. */
export const SPEC_EB_DEFAULTS = {
  scopes: ['F5500'],
  autocomplete: '',
  latitude: 0,
  longitude: 0,
  selected_states: [],
  state_county: [],
  userEnteredValue: '',
  searchOptions: { matchAllTerms: false },
};
