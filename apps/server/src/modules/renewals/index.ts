// The renewals module's public surface: the renewal calendar's route, and
// the due dates and contest of companies the opportunity score reads.
export { renewalsRoutes } from './renewals.routes';
export { benefitsFacts, commercialFacts, type KindDue } from './calendar-facts';
