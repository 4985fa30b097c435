import { isBeyondHorizon } from '@shared/scheduling';

/**
 * Whether the picked start needs the photographer's confirmation: past their booking window
 * (decision 214). Undefined `horizonDays`: a visitor's form, whose times never go past it.
 */
export const needsHorizonConfirm = (startsAt: string, horizonDays: number | undefined) =>
  horizonDays !== undefined && startsAt !== '' && isBeyondHorizon(startsAt, horizonDays, new Date());
