import {
  type ModeratedReview,
  type MyReviewInvitation,
  type PublicReview,
  type RatingSummary,
  REVIEWS_API,
  type ReviewInvitation,
  type StudioReview,
} from '@shared/reviews-terms';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, retryUnlessNotFound } from '@/lib/api';
import { showError } from '@/lib/form-errors';
import { useInvalidatingMutation } from '@/lib/mutation';
import { fetchPageQuery, pageQuery } from '@/lib/page-query';
import { toast } from '@/lib/toast';

/** Every key starts with 'reviews', so one invalidation refreshes profiles, links and lists. */
export const reviewsKeys = {
  all: ['reviews'] as const,
  profile: (slug: string) => ['reviews', 'profile', slug] as const,
  link: (token: string) => ['reviews', 'link', token] as const,
  mine: ['reviews', 'mine'] as const,
  studio: ['reviews', 'studio'] as const,
  moderation: ['reviews', 'moderation'] as const,
};

export interface ProfileReviews {
  summary: RatingSummary;
  reviews: PublicReview[];
}

/** The public reads, as page queries (the server fills them before rendering). */
export const reviewsPageQueries = {
  profile: (slug: string) =>
    pageQuery<ProfileReviews>(reviewsKeys.profile(slug), { name: 'reviews.profile', slug }),
  link: (token: string) =>
    pageQuery<{ invitation: ReviewInvitation }, ReviewInvitation>(
      reviewsKeys.link(token),
      { name: 'reviews.link', token },
      (body) => body.invitation,
    ),
};

export function useProfileReviews(slug: string) {
  const query = reviewsPageQueries.profile(slug);
  return useQuery({ queryKey: query.queryKey, queryFn: fetchPageQuery(query), retry: retryUnlessNotFound });
}

export function useReviewInvitation(token: string) {
  const query = reviewsPageQueries.link(token);
  return useQuery({ queryKey: query.queryKey, queryFn: fetchPageQuery(query), retry: retryUnlessNotFound });
}

export function useSubmitReview(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { rating: number; body: string; name: string }) =>
      api.post<{ review: PublicReview }>(REVIEWS_API.link(token), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKeys.all }),
  });
}

export function useMyReviewInvitations() {
  return useQuery({
    queryKey: reviewsKeys.mine,
    queryFn: async () => (await api.get<{ invitations: MyReviewInvitation[] }>(REVIEWS_API.mine)).invitations,
  });
}

export function useStudioReviews() {
  return useQuery({
    queryKey: reviewsKeys.studio,
    queryFn: () => api.get<{ businessName: string; reviews: StudioReview[] }>(REVIEWS_API.studio),
  });
}

export const useReplyToReview = () =>
  useInvalidatingMutation(
    reviewsKeys.all,
    ({ reviewId, reply }: { reviewId: string; reply: string }) =>
      api.post(REVIEWS_API.reply(reviewId), { reply }),
    () => 'Reply published.',
  );

export function useReportReview() {
  return useMutation({
    mutationFn: ({ reviewId, reason }: { reviewId: string; reason: string }) =>
      api.post<{ message: string }>(REVIEWS_API.report(reviewId), { reason }),
    onSuccess: (result) => toast.success(result.message),
    onError: (error) => showError(error, { fallback: 'We could not send your report. Please try again.' }),
  });
}

export function useModerationReviews() {
  return useQuery({
    queryKey: reviewsKeys.moderation,
    queryFn: async () => (await api.get<{ reviews: ModeratedReview[] }>(REVIEWS_API.admin)).reviews,
  });
}

export const useModerateReview = () =>
  useInvalidatingMutation(
    reviewsKeys.all,
    ({ reviewId, action, reason }: { reviewId: string; action: 'hide' | 'restore'; reason: string }) =>
      api.post(action === 'hide' ? REVIEWS_API.hide(reviewId) : REVIEWS_API.restore(reviewId), { reason }),
    (_result, input) => (input.action === 'hide' ? 'Review hidden.' : 'Review restored.'),
  );
