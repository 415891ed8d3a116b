import { PlaceholderPage } from '../components/layout/placeholder-page';

export function DashboardRoute() {
  return <PlaceholderPage title="Dashboard" />;
}
