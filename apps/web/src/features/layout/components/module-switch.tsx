import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { MODULES, type Module } from '@edge/contracts';
import { paths } from '../../../config/paths';
import { MODULE_LABELS } from '../../../utils/route-module';

/** SPEC §4: users holding both products switch module here. */
export function ModuleSwitch({ module }: { module: Module }) {
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
