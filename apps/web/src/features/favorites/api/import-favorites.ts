import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  favoritesImportResultSchema,
  NUMERIC_PRODUCT_CODE,
  type FavoritesImportResult,
  type Module,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { favoriteKeys } from './favorite-keys';

// SPEC §7: POST /api/v1/favorites/import, the file and the product code.
export function importFavorites(
  module: Module,
  file: File,
): Promise<FavoritesImportResult> {
  const form = new FormData();
  form.append('productCode', String(NUMERIC_PRODUCT_CODE[module]));
  form.append('file', file);
  return apiClient.post('/api/v1/favorites/import', {
    body: { multipart: form },
    schema: favoritesImportResultSchema,
  });
}

export function useImportFavorites(module: Module) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importFavorites(module, file),
    // The dialog shows a refused file's message and stays open.
    meta: { errorHandling: 'screen' },
    onSuccess: async () => {
      await queryClient.invalidateQueries({
        queryKey: favoriteKeys.all,
      });
    },
  });
}
