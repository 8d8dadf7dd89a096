import {
  managedUserSchema,
  type ManagedUser,
  type ProductsMap,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { usersPath } from './manage-users-keys';
import { useAccountMutation } from './use-account-mutation';

export function setUserProducts(
  accountId: number,
  userId: number,
  products: ProductsMap,
): Promise<ManagedUser> {
  return apiClient.put(usersPath(accountId, `/${userId}/products`), {
    body: { json: { products } },
    schema: managedUserSchema,
  });
}

export function useSetUserProducts(accountId: number) {
  return useAccountMutation(
    accountId,
    ({ userId, products }: { userId: number; products: ProductsMap }) =>
      setUserProducts(accountId, userId, products),
    (user) => `Products of ${user.username} saved.`,
  );
}
