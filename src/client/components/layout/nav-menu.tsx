import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { Menu, menuItemClass } from '@/components/ui/menu';

interface NavMenuProps {
  label: string;
  links: readonly { to: string; label: string }[];
}

/** A navbar menu of links, such as Features. */
export function NavMenu({ label, links }: NavMenuProps) {
  return (
    <Menu
      label={label}
      triggerClassName="flex items-center gap-1 rounded px-3 py-2 text-sm font-medium text-stone-700 hover:text-gold-700"
      trigger={
        <>
          {label} <ChevronDown className="size-4" aria-hidden />
        </>
      }
    >
      {(close) =>
        links.map((link) => (
          <Link
            key={link.to}
            to={link.to}
            role="menuitem"
            tabIndex={-1}
            onClick={close}
            className={menuItemClass}
          >
            {link.label}
          </Link>
        ))
      }
    </Menu>
  );
}
