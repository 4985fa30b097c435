import {
  type ListingDetailsInput,
  MARKETPLACE_API,
  type MyListing,
  type PackageInput,
} from '@shared/marketplace';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type UploadProgress } from '@/lib/api';
import { showError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { marketplaceKeys } from './marketplace-queries';
import { uploadImage } from './upload-image';

type OnProgress = (progress: UploadProgress) => void;

/**
 * The listing editor's writes. Each refreshes the whole marketplace cache (the photographer's
 * own listing and any directory page or profile they have open) and reports by toast.
 */
function useListingMutation<TInput>(fn: (input: TInput) => Promise<unknown>, success: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: marketplaceKeys.all });
      toast.success(success);
    },
    onError: (error) => showError(error, { fallback: 'Something went wrong. Please try again.' }),
  });
}

export function useSaveDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ListingDetailsInput) =>
      (await api.put<{ listing: MyListing }>(MARKETPLACE_API.myListing, input)).listing,
    onSuccess: async (listing) => {
      queryClient.setQueryData(marketplaceKeys.myListing, listing);
      await queryClient.invalidateQueries({ queryKey: marketplaceKeys.all });
      toast.success('Your public details are saved.');
    },
    // Field errors are shown on the form by its caller; others get a toast there too.
  });
}

export const useAddPackage = () =>
  useListingMutation((input: PackageInput) => api.post(MARKETPLACE_API.packages, input), 'Package added.');

export const useEditPackage = () =>
  useListingMutation(
    ({ id, input }: { id: string; input: PackageInput }) => api.put(MARKETPLACE_API.package(id), input),
    'Package saved.',
  );

export const useRemovePackage = () =>
  useListingMutation((id: string) => api.delete(MARKETPLACE_API.package(id)), 'Package removed.');

export const useUploadPortfolio = () =>
  useListingMutation(
    ({ file, caption, onProgress }: { file: File; caption: string; onProgress?: OnProgress }) =>
      uploadImage(MARKETPLACE_API.portfolio, 'POST', file, caption, onProgress),
    'Image added to your portfolio.',
  );

export const useRemovePortfolioImage = () =>
  useListingMutation((id: string) => api.delete(MARKETPLACE_API.portfolioImage(id)), 'Image removed.');

export const useSetCaption = () =>
  useListingMutation(
    ({ id, caption }: { id: string; caption: string }) =>
      api.patch(MARKETPLACE_API.portfolioImage(id), { caption }),
    'Description saved.',
  );

export const useUploadCover = () =>
  useListingMutation(
    ({ file, onProgress }: { file: File; onProgress?: OnProgress }) =>
      uploadImage(MARKETPLACE_API.cover, 'PUT', file, '', onProgress),
    'Cover image updated.',
  );

export const useRemoveCover = () =>
  useListingMutation(() => api.delete(MARKETPLACE_API.cover), 'Cover image removed.');
