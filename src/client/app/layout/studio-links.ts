import { STUDIO_HOME } from '@shared/accounts-api';
import {
  BarChart3,
  CalendarDays,
  FileSignature,
  IdCard,
  Images,
  LayoutDashboard,
  type LucideIcon,
  MessageSquare,
  Receipt,
  Star,
  Store,
  Users,
} from 'lucide-react';
import { useUnreadMessages } from '@/features/messages/message-queries';

export interface StudioLink {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Matches only this exact address, not the pages under it. */
  end?: boolean;
  /** On a phone: one of the few slots of the bottom bar, or an entry of its More menu. */
  phone: 'bar' | 'more';
  /** A live count shown beside the label (a hook: called once per render of the link). */
  useCount?: () => number | undefined;
}

/**
 * The studio's places, in the order the sidebar and the phone bar show them. A new tool
 * (Messages, Reports…) is one entry here once its page exists; nothing is listed before it
 * works (decision 195).
 */
export const studioLinks: StudioLink[] = [
  { to: STUDIO_HOME, label: 'Overview', icon: LayoutDashboard, end: true, phone: 'bar' },
  { to: '/clients', label: 'Clients', icon: Users, phone: 'bar' },
  { to: '/inbox', label: 'Messages', icon: MessageSquare, phone: 'bar', useCount: useUnreadMessages },
  { to: '/invoicing', label: 'Invoices', icon: Receipt, phone: 'bar' },
  { to: '/scheduling', label: 'Scheduling', icon: CalendarDays, phone: 'bar' },
  { to: '/contracts', label: 'Contracts', icon: FileSignature, phone: 'more' },
  { to: '/galleries', label: 'Galleries', icon: Images, phone: 'more' },
  { to: '/reports', label: 'Reports', icon: BarChart3, phone: 'more' },
  { to: '/reviews', label: 'Reviews', icon: Star, phone: 'more' },
  { to: '/photographer-dashboard', label: 'Photographer Portal', icon: Store, end: true, phone: 'more' },
  { to: '/photographer-dashboard/listing', label: 'Directory listing', icon: IdCard, phone: 'more' },
];
