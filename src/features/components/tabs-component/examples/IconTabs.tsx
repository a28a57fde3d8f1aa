import { Bell, Lock, UserRound } from 'lucide-react';
import { Tabs } from '@/ui/tabs/Tabs';

/** An `icon` before each label helps people find a tab at a glance; the label still names it. */
export default function IconTabs() {
  return (
    <Tabs
      label="Account settings"
      items={[
        { value: 'account', label: 'Account', icon: <UserRound aria-hidden />, content: 'Name, email and language.' },
        { value: 'security', label: 'Security', icon: <Lock aria-hidden />, content: 'Password and two-step sign-in.' },
        { value: 'alerts', label: 'Notifications', icon: <Bell aria-hidden />, content: 'What we email you about.' },
      ]}
    />
  );
}
