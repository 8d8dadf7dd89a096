import type { Profile, ProfileUpdate } from '@edge/contracts';
import type { Db } from '../../db/database';
import { NotSignedInError } from '../../shared/errors';
import {
  getOwnProfile,
  setOwnProfileFields,
  type OwnProfile,
} from '../auth/index';
import {
  pendingEmail,
  requestEmailChange,
  type EmailChangeDeps,
} from './email-change.service';

async function profileOf(db: Db, userId: number): Promise<OwnProfile> {
  const user = await getOwnProfile(db, userId);
  if (!user) throw new NotSignedInError();
  return user;
}

function toProfile(user: OwnProfile, pending: string | null): Profile {
  return {
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    title: user.title,
    pending_email: pending,
  };
}

/** GET /api/v1/myaccount/profile. */
export async function getProfile(db: Db, userId: number): Promise<Profile> {
  const user = await profileOf(db, userId);
  return toProfile(user, await pendingEmail(db, userId));
}

export const EMAIL_LINK_SENT = (email: string) =>
  `We sent a confirmation link to ${email}. Your e-mail address changes when you open it.`;

/** What a save changed, for the activity log. */
export interface ProfileSaveResult {
  profile: Profile;
  changedFields: string[];
  isEmailRequested: boolean;
}

/**
 * PUT /api/v1/myaccount/profile: names, phone and title apply at once; a
 * new e-mail address is mailed a link and applies when it is opened.
 */
export async function updateProfile(
  deps: EmailChangeDeps,
  userId: number,
  body: ProfileUpdate,
): Promise<ProfileSaveResult> {
  const user = await profileOf(deps.db, userId);
  const fields = {
    first_name: body.first_name,
    last_name: body.last_name,
    phone: body.phone,
    title: body.title,
  };
  const before = {
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    title: user.title,
  };
  const changedFields = Object.keys(fields).filter(
    (key) =>
      fields[key as keyof typeof fields] !== before[key as keyof typeof before],
  );
  if (changedFields.length > 0) {
    await setOwnProfileFields(deps.db, userId, fields);
  }
  const email = body.email;
  const pending = await pendingEmail(deps.db, userId);
  const isNewEmail =
    email.toLowerCase() !== user.email.toLowerCase() &&
    email.toLowerCase() !== pending?.toLowerCase();
  if (isNewEmail) await requestEmailChange(deps, user, email);
  const saved = await profileOf(deps.db, userId);
  const profile = toProfile(saved, await pendingEmail(deps.db, userId));
  if (isNewEmail) profile.message = EMAIL_LINK_SENT(email);
  return { profile, changedFields, isEmailRequested: isNewEmail };
}
