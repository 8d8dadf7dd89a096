import { useState } from 'react';
import type { ContactRole } from '@edge/contracts';

/** A CRM import's contacts: every one, or those of the roles ticked. */
export interface ContactRolesChoice {
  isOnly: boolean;
  roles: readonly ContactRole[];
}

/**
 * The choice of a CRM import's contacts, starting on `initial` roles (the
 * Contacts view's) when there are some; what to send, and whether it is
 * missing its roles.
 */
export function useContactRolesChoice(initial: readonly ContactRole[]) {
  const [choice, setChoice] = useState<ContactRolesChoice>({
    isOnly: initial.length > 0,
    roles: initial,
  });
  const isMissingRoles = choice.isOnly && choice.roles.length === 0;
  return {
    choice,
    setChoice,
    isMissingRoles,
    // Every role is the export's default: no roles sent.
    contactRoles:
      choice.isOnly && !isMissingRoles ? [...choice.roles] : undefined,
  };
}
