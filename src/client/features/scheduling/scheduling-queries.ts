import type { CancelInput } from '@shared/cancellation-terms';
import type {
  AvailabilityInput,
  Booking,
  BookingInput,
  ManagedBooking,
  OverrideInput,
  PublicBookingInfo,
  SchedulingSettings,
  SessionTypeInput,
  Slot,
} from '@shared/scheduling';
// The words and addresses without zod: the client's manage page and the booking page stay light.
import { SCHEDULING_API, SCHEDULING_MESSAGES } from '@shared/scheduling-terms';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api';
import { errorMessage } from '@/lib/form-errors';
import { fetchPageQuery, pageQuery } from '@/lib/page-query';
import { toast } from '@/lib/toast';

/** Every key starts with 'scheduling': one invalidation refreshes appointments, slots and settings. */
export const schedulingKeys = {
  all: ['scheduling'] as const,
  bookings: ['scheduling', 'bookings'] as const,
  cancelQuote: (id: string) => ['scheduling', 'bookings', id, 'cancel-quote'] as const,
  settings: ['scheduling', 'settings'] as const,
  slots: (kind: string, scope: string, typeId: string, date: string) =>
    ['scheduling', 'slots', kind, scope, typeId, date] as const,
  publicInfo: (slug: string) => ['scheduling', 'public', slug] as const,
  manage: (token: string) => ['scheduling', 'manage', token] as const,
};

export function useBookings() {
  return useQuery({
    queryKey: schedulingKeys.bookings,
    queryFn: () =>
      api.get<{ bookings: Booking[]; viewerIs: 'photographer' | 'client' }>(SCHEDULING_API.bookings),
  });
}

export function useSchedulingSettings(enabled: boolean) {
  return useQuery({
    queryKey: schedulingKeys.settings,
    queryFn: () => api.get<SchedulingSettings>(SCHEDULING_API.settings),
    enabled,
  });
}

/**
 * Whose free starts: the photographer's own, a listed photographer's (visitors), or where a
 * booking can move (signed in, or through the client's manage link).
 */
export type SlotSource =
  | { kind: 'mine' }
  | { kind: 'public'; slug: string }
  | { kind: 'booking'; id: string }
  | { kind: 'manage'; token: string };

function slotsUrl(source: SlotSource, sessionTypeId: string, date: string): string {
  if (source.kind === 'booking') return SCHEDULING_API.bookingSlots(source.id, date);
  if (source.kind === 'manage') return SCHEDULING_API.manageSlots(source.token, date);
  const params = new URLSearchParams({ sessionTypeId, from: date });
  return `${source.kind === 'public' ? SCHEDULING_API.publicSlots(source.slug) : SCHEDULING_API.slots}?${params}`;
}

/** Free starts on one date (empty until a date and, except for a booking, a type are chosen). */
export function useSlots(source: SlotSource, sessionTypeId: string, date: string) {
  const scope =
    source.kind === 'mine'
      ? 'mine'
      : source.kind === 'public'
        ? source.slug
        : source.kind === 'manage'
          ? source.token
          : source.id;
  return useQuery({
    queryKey: schedulingKeys.slots(source.kind, scope, sessionTypeId, date),
    queryFn: () => api.get<{ timeZone: string; slots: Slot[] }>(slotsUrl(source, sessionTypeId, date)),
    enabled: Boolean(date && (sessionTypeId || source.kind === 'booking' || source.kind === 'manage')),
    placeholderData: keepPreviousData,
  });
}

const refresh = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: schedulingKeys.all });

export function useBookSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BookingInput) =>
      api.post<{ booking: Booking; message: string }>(SCHEDULING_API.bookings, input),
    onSuccess: () => {
      toast.success(SCHEDULING_MESSAGES.booked);
      return refresh(queryClient);
    },
    // A slot taken meanwhile: the list of times is read again.
    onError: () => refresh(queryClient),
  });
}

/** Confirm, Cancel: one call each, with their toast. */
export function useBookingAction(action: 'confirm' | 'cancel') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<{ booking: Booking }>(
        action === 'confirm' ? SCHEDULING_API.confirm(id) : SCHEDULING_API.cancel(id),
        {},
      ),
    onSuccess: () => {
      toast.success(action === 'confirm' ? SCHEDULING_MESSAGES.confirmed : SCHEDULING_MESSAGES.cancelled);
      return refresh(queryClient);
    },
    onError: (error) => {
      toast.error(errorMessage(error, 'That did not work. Please try again.'));
      return refresh(queryClient);
    },
  });
}

/**
 * Cancel with what the photographer chose to refund, or (`token`) the client's own cancel through
 * their manage link; the toast says how it went.
 */
export function useCancelBooking(token?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CancelInput }) =>
      api.post<{ booking: Booking }>(
        token ? SCHEDULING_API.manageCancel(token) : SCHEDULING_API.cancel(id),
        input,
      ),
    onSuccess: () => {
      toast.success(SCHEDULING_MESSAGES.cancelled);
      return refresh(queryClient);
    },
    onError: (error) => {
      toast.error(errorMessage(error, 'The session could not be cancelled. Please try again.'));
      return refresh(queryClient);
    },
  });
}

/** Moves a booking: by its id (signed in) or through the client's manage link (`token`). */
export function useReschedule(token?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: { id: string; startsAt: string; beyondHorizon?: boolean }) =>
      api.post<{ booking: Booking }>(
        token ? SCHEDULING_API.manageReschedule(token) : SCHEDULING_API.reschedule(id),
        input,
      ),
    onSuccess: () => {
      toast.success(SCHEDULING_MESSAGES.rescheduled);
      return refresh(queryClient);
    },
    onError: () => refresh(queryClient),
  });
}

export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AvailabilityInput) => api.put<SchedulingSettings>(SCHEDULING_API.availability, input),
    onSuccess: () => {
      toast.success(SCHEDULING_MESSAGES.settingsSaved);
      return refresh(queryClient);
    },
  });
}

export function useSaveSessionType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: SessionTypeInput }) =>
      id ? api.put(SCHEDULING_API.sessionType(id), input) : api.post(SCHEDULING_API.sessionTypes, input),
    onSuccess: () => {
      toast.success(SCHEDULING_MESSAGES.typeSaved);
      return refresh(queryClient);
    },
  });
}

export function useOverrides() {
  const queryClient = useQueryClient();
  const onError = (error: unknown) => toast.error(errorMessage(error, 'That date could not be saved.'));
  return {
    add: useMutation({
      mutationFn: (input: OverrideInput) => api.post(SCHEDULING_API.overrides, input),
      onSuccess: () => refresh(queryClient),
      onError,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete(SCHEDULING_API.override(id)),
      onSuccess: () => refresh(queryClient),
      onError,
    }),
  };
}

export function useRegenerateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ feedUrl: string }>(SCHEDULING_API.feedToken, {}),
    onSuccess: () => {
      toast.success('New calendar address made: the old one no longer works.');
      return refresh(queryClient);
    },
    onError: (error) => toast.error(errorMessage(error, 'The address could not be renewed.')),
  });
}

const notFoundIsAnAnswer = (failures: number, error: Error) =>
  !(error instanceof ApiError && (error.status === 404 || error.status === 400)) && failures < 3;

/** A listed photographer's booking information: the booking page's server data too. */
export const publicBookingInfoQuery = (slug: string) =>
  pageQuery<PublicBookingInfo>(schedulingKeys.publicInfo(slug), { name: 'scheduling.publicInfo', slug });

export function usePublicBookingInfo(slug: string) {
  const query = publicBookingInfoQuery(slug);
  return useQuery({
    queryKey: query.queryKey,
    queryFn: fetchPageQuery(query),
    retry: notFoundIsAnAnswer,
    enabled: Boolean(slug),
  });
}

export interface PublicBookingResult {
  bookingId: string;
  status: Booking['status'];
  payUrl: string | null;
  holdExpiresAt: string | null;
  manageUrl: string;
  confirmsOnDeposit: boolean;
}

/** The client's booking behind their manage link, rendered on the server (decision 206). */
export const manageBookingQuery = (token: string) =>
  pageQuery<ManagedBooking>(schedulingKeys.manage(token), { name: 'scheduling.manage', token });

export function useManagedBooking(token: string) {
  const query = manageBookingQuery(token);
  return useQuery({ queryKey: query.queryKey, queryFn: fetchPageQuery(query), retry: notFoundIsAnAnswer });
}

export function usePublicBook(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BookingInput) =>
      api.post<PublicBookingResult>(SCHEDULING_API.publicBook(slug), input),
    onSettled: () => refresh(queryClient),
  });
}
