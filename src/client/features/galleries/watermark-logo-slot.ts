import { createContext, type ReactNode } from 'react';

/**
 * Where the gallery settings show the photographer's logo (preview, upload, replace) when the
 * watermark is their logo. The logo belongs to invoicing (decision 166): the page composes its
 * field in, since one feature does not import another.
 */
export const WatermarkLogoSlot = createContext<ReactNode>(null);
