// TanStack Query keys of My Account, general to specific.
export const myAccountKeys = {
  all: ['my-account'] as const,
  profile: () => [...myAccountKeys.all, 'profile'] as const,
  mfa: () => [...myAccountKeys.all, 'mfa'] as const,
  products: () => [...myAccountKeys.all, 'products'] as const,
  apiKeys: () => [...myAccountKeys.all, 'api-keys'] as const,
};
