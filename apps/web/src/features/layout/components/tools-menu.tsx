import { Link as RouterLink } from 'react-router';
import MenuItem from '@mui/material/MenuItem';
import HandymanOutlinedIcon from '@mui/icons-material/HandymanOutlined';
import { HeaderMenu } from '../../../components/ui/header-menu';
import type { ToolsMenuItem } from '../utils/get-tools-menu-items';

interface ToolsMenuProps {
  items: ToolsMenuItem[];
  onExportHistory: () => void;
}

export function ToolsMenu({ items, onExportHistory }: ToolsMenuProps) {
  return (
    <HeaderMenu label="Tools" icon={<HandymanOutlinedIcon />}>
      {(close) =>
        items.map((item) =>
          item.kind === 'link' ? (
            <MenuItem
              key={item.label}
              component={RouterLink}
              to={item.to}
              disabled={item.isDisabled === true}
              onClick={close}
            >
              {item.label}
            </MenuItem>
          ) : (
            <MenuItem
              key={item.label}
              onClick={() => {
                close();
                onExportHistory();
              }}
            >
              {item.label}
            </MenuItem>
          ),
        )
      }
    </HeaderMenu>
  );
}
