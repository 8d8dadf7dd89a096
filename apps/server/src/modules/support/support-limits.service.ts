import { SUPPORT_REQUESTS_PER_HOUR, type SupportLimits } from '@edge/contracts';
import type { Config } from '../../config';

/** GET /api/v1/support/limits: the limits as this server is configured. */
export function getSupportLimits(config: Config): SupportLimits {
  return {
    export_max_rows: config.exports.maxRows,
    exports_per_day: config.exports.perDay,
    exports_at_once: config.exports.atOnce,
    export_file_hours: config.exports.fileHours,
    alert_digest_hour: config.alertDigestHour,
    support_requests_per_hour: SUPPORT_REQUESTS_PER_HOUR,
  };
}
