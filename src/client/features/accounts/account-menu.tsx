import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** The navbar's account area: Log in and Sign up for visitors. */
export function AccountMenu() {
  return (
    <div className="flex items-center gap-2">
      <Button asChild variant="ghost">
        <Link to="/login">Log in</Link>
      </Button>
      <Button asChild>
        <Link to="/signup">Sign up</Link>
      </Button>
    </div>
  );
}

/** The same entries in the mobile menu. */
export function MobileAccountLinks() {
  return (
    <div className="flex flex-col gap-2 pt-1">
      <Button asChild variant="outline">
        <Link to="/login">Log in</Link>
      </Button>
      <Button asChild>
        <Link to="/signup">Sign up</Link>
      </Button>
    </div>
  );
}
