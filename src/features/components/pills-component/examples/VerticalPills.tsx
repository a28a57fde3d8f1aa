import { Box, ListTodo, Star } from 'lucide-react';
import { Link } from 'react-router';
import { Nav } from '@/ui/nav/Nav';

/** `vertical`: pills one under the other, as a small side menu. */
export default function VerticalPills() {
  return (
    <Nav
      label="Task lists"
      variant="pills"
      vertical
      linkAs={Link}
      items={[
        { href: '/apps/todo', label: 'My tasks', icon: <ListTodo aria-hidden />, active: true },
        { href: '/apps/todo/important', label: 'Important', icon: <Star aria-hidden /> },
        { href: '/apps/todo/archived', label: 'Archived', icon: <Box aria-hidden /> },
      ]}
    />
  );
}
