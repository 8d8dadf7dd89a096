import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { MODULES, type Module, type UserInfo } from '@edge/contracts';
import { paths } from '../../../config/paths';
import { MODULE_LABELS } from '../../../utils/route-module';

/** SPEC §4: only users holding both products switch module. */
export const canSwitchModule = (user: UserInfo) =>
  Boolean(user.products.PC && user.products['H-W']);

interface ModuleSwitchProps {
  module: Module;
  onNavigate?: () => void;
}

/** SPEC §4: users holding both products switch module here. */
export function ModuleSwitch({ module, onNavigate }: ModuleSwitchProps) {
  return (
    <Box
      component="nav"
      aria-label="Module"
      sx={{
        display: 'inline-flex',
        p: 0.5,
        borderRadius: 2,
        bgcolor: 'action.hover',
        gap: 0.5,
      }}
    >
      {MODULES.map((item) => {
        const isActive = item === module;
        return (
          <Button
            key={item}
            size="small"
            component={RouterLink}
            to={paths.home(item)}
            aria-current={isActive ? 'page' : undefined}
            onClick={onNavigate}
            sx={{
              px: 1.5,
              bgcolor: isActive ? '#fff' : 'transparent',
              color: isActive ? 'primary.main' : 'text.secondary',
              boxShadow: isActive ? 1 : 0,
              '&:hover': { bgcolor: isActive ? '#fff' : 'action.selected' },
            }}
          >
            {MODULE_LABELS[item]}
          </Button>
        );
      })}
    </Box>
  );
}
