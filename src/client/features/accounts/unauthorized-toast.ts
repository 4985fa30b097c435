import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';

export const UNAUTHORIZED_MESSAGE = "You don't have permission to access that page.";

/** Where the guard sends a signed-in person who may not open a page. */
export const unauthorizedRedirect = { to: '/dashboard', state: { unauthorized: true } } as const;

/** Shows the toast once for a redirect that carries the unauthorized flag, then drops the flag. */
export function useUnauthorizedToast() {
  const location = useLocation();
  const navigate = useNavigate();
  const flagged = (location.state as { unauthorized?: boolean } | null)?.unauthorized === true;
  useEffect(() => {
    if (!flagged) return;
    // A fixed id: StrictMode's double effect shows one toast, not two.
    toast.error(UNAUTHORIZED_MESSAGE, { id: 'unauthorized' });
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [flagged, navigate, location.pathname, location.search]);
}
