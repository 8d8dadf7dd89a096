import {
  isIndustriesDisabled,
  mayExport,
  type Module,
  type UserInfo,
} from '@edge/contracts';
import { paths } from '../../../config/paths';

export type ToolsMenuItem =
  | { kind: 'link'; label: string; to: string; isDisabled?: boolean }
  | { kind: 'action'; label: string; action: 'export-history' };

interface ToolsInput {
  user: UserInfo;
  module: Module;
  isStatisticsEnabled: boolean;
}

/** The Tools menu entries, in menu order (SPEC §2, §6). */
export function getToolsMenuItems({
  user,
  module,
  isStatisticsEnabled,
}: ToolsInput): ToolsMenuItem[] {
  const items: ToolsMenuItem[] = [];
  // Commercial-only tools show in the commercial module.
  if (module === 'pc') {
    items.push(
      { kind: 'link', label: 'Location Lookup', to: paths.locationLookup },
      {
        kind: 'link',
        label: 'Industries',
        to: paths.industries,
        isDisabled: isIndustriesDisabled(user),
      },
    );
  }
  if (mayExport(user, module)) {
    items.push({
      kind: 'action',
      label: 'Export History',
      action: 'export-history',
    });
  }
  items.push({
    kind: 'link',
    label: 'Track Exports',
    to: paths.trackExports(module),
  });
  // SPEC §6: Statistics needs the 'statistics-enabled' flag.
  if (isStatisticsEnabled) {
    items.push({
      kind: 'link',
      label: 'Statistics',
      to: paths.statistics(module),
    });
  }
  return items;
}
