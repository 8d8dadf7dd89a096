// Success messages stay as long as the admin ones (SPEC §9: 3 s).
export const FAVORITE_SNACKBAR_MS = 3000;

export const addedMessage = (name: string) => `Added ‘${name}’ to favorites.`;
export const removedMessage = (name: string) =>
  `Removed ‘${name}’ from favorites.`;
