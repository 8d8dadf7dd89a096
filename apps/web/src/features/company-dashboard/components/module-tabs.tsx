import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Module } from '@edge/contracts';

const TAB_LABELS: Record<Module, string> = {
  pc: 'Commercial Lines',
  eb: 'Benefits',
};

export const REPORTS_PANEL_ID = 'dashboard-reports';
export const moduleTabId = (module: Module) => `dashboard-tab-${module}`;

interface ModuleTabsProps {
  modules: readonly Module[];
  module: Module;
  onSelect: (module: Module) => void;
}

/** The modules whose reports the company has; arrow keys move between them. */
export function ModuleTabs({ modules, module, onSelect }: ModuleTabsProps) {
  return (
    <Tabs
      value={module}
      onChange={(_, next: Module) => onSelect(next)}
      aria-label="Reports by module"
      indicatorColor="secondary"
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {modules.map((item) => (
        <Tab
          key={item}
          value={item}
          label={TAB_LABELS[item]}
          id={moduleTabId(item)}
          aria-controls={REPORTS_PANEL_ID}
          sx={{ fontSize: '0.95rem' }}
        />
      ))}
    </Tabs>
  );
}
