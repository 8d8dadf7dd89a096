// The billing module's public surface.
export { billingRoutes } from './billing.routes';
export {
  billAccount,
  markInvoicePaid,
  recordInvoice,
  type NewInvoice,
} from './invoices.service';
export {
  invoiceCharges,
  nextPeriod,
  type BillingPeriod,
} from './invoice-charges';
export { addDays, addMonths, dayOf } from './billing-calendar';
export { getBilling } from './billing.service';
