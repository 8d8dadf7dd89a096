import type {
  AlertSubscription,
  AlertSubscriptionUpdate,
} from '@edge/contracts';

/** A favorite's alert settings while the user edits them. */
export interface SubscriptionDraft {
  enabled: boolean;
  /** null: every type of the application, today's and later ones. */
  eventTypes: readonly string[] | null;
}

export function draftOf(subscription: AlertSubscription): SubscriptionDraft {
  return {
    enabled: subscription.enabled,
    eventTypes: subscription.event_types,
  };
}

/** Ticks or unticks one type; ticking the last one left out means all. */
export function toggleDraftType(
  draft: SubscriptionDraft,
  type: string,
  allTypes: readonly string[],
): SubscriptionDraft {
  const chosen = draft.eventTypes ?? allTypes;
  const next = chosen.includes(type)
    ? chosen.filter((t) => t !== type)
    : allTypes.filter((t) => t === type || chosen.includes(t));
  const isAll = allTypes.every((t) => next.includes(t));
  return { ...draft, eventTypes: isAll ? null : next };
}

/** 'All types' on: every type; off: none yet (the user picks some). */
export function setDraftAllTypes(
  draft: SubscriptionDraft,
  isAll: boolean,
): SubscriptionDraft {
  return { ...draft, eventTypes: isAll ? null : [] };
}

export function isDraftTypeChosen(
  draft: SubscriptionDraft,
  type: string,
): boolean {
  return draft.eventTypes === null || draft.eventTypes.includes(type);
}

/**
 * The PUT body the draft makes (the server checks it too). Switched off
 * with no type ticked keeps every type: there is nothing to choose from.
 */
export function updateOfDraft(
  draft: SubscriptionDraft,
): AlertSubscriptionUpdate {
  const isNone = draft.eventTypes?.length === 0;
  return {
    enabled: draft.enabled,
    event_types:
      draft.eventTypes === null || (isNone && !draft.enabled)
        ? null
        : [...draft.eventTypes],
  };
}

export function isSameDraft(a: SubscriptionDraft, b: SubscriptionDraft) {
  if (a.enabled !== b.enabled) return false;
  if (a.eventTypes === null || b.eventTypes === null) {
    return a.eventTypes === b.eventTypes;
  }
  return (
    a.eventTypes.length === b.eventTypes.length &&
    a.eventTypes.every((type) => b.eventTypes?.includes(type))
  );
}
