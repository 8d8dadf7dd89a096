import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import MenuItem from '@mui/material/MenuItem';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import { adminAccess, type UserInfo } from '@edge/contracts';
import { HeaderMenu } from '../../../components/ui/header-menu';
import { useOpenBillingPortal } from '../api/open-billing-portal';
import {
  getAdminMenuItems,
  type AdminAction,
} from '../utils/get-admin-menu-items';
import { SubscriptionInfoDialog } from './subscription-info-dialog';

/** SPEC §6: the Admin menu, shown only when the user may use an entry. */
export function AdminMenu({ user }: { user: UserInfo }) {
  const items = getAdminMenuItems(user);
  const [isSubscriptionOpen, setIsSubscriptionOpen] = useState(false);
  const billingPortal = useOpenBillingPortal();
  if (items.length === 0) return null;
  const handleAction = (action: AdminAction) => {
    if (action === 'billing-portal') billingPortal.mutate();
    else setIsSubscriptionOpen(true);
  };
  return (
    <>
      <HeaderMenu label="Admin" icon={<AdminPanelSettingsOutlinedIcon />}>
        {(close) =>
          items.map((item) =>
            item.kind === 'link' ? (
              <MenuItem
                key={item.label}
                // The admin pages are screens of this app: no page load.
                component={RouterLink}
                to={item.href}
                onClick={close}
              >
                {item.label}
              </MenuItem>
            ) : (
              <MenuItem
                key={item.label}
                onClick={() => {
                  close();
                  handleAction(item.action);
                }}
              >
                {item.label}
              </MenuItem>
            ),
          )
        }
      </HeaderMenu>
      <SubscriptionInfoDialog
        isOpen={isSubscriptionOpen}
        access={adminAccess(user)}
        onClose={() => setIsSubscriptionOpen(false)}
      />
    </>
  );
}
