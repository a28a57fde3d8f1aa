import { ChartsPage } from '../components/ChartsPage';
import { CartesianCharts } from '../components/recharts/CartesianCharts';
import { RadialCharts } from '../components/recharts/RadialCharts';
import { useSources } from '../components/useSources';

/** `/charts/recharts`: Recharts drawing the demo server's card data. */
export function RechartsPage() {
  const sources = useSources();
  return (
    <ChartsPage library="recharts">
      <CartesianCharts sources={sources} />
      <RadialCharts sources={sources} />
    </ChartsPage>
  );
}
