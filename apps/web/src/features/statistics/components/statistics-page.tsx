import Box from '@mui/material/Box';
import {
  STATISTICS_FIGURES,
  type Module,
  type NaicsNode,
  type StatFigureInfo,
} from '@edge/contracts';
import { useStatFiltersUrl } from '../hooks/use-stat-filters-url';
import { FigureCard } from './figure-card';
import { StatFilterBar } from './stat-filter-bar';

interface StatisticsPageProps {
  module: Module;
  /** The user's states for the module (SPEC §6); keep the array stable. */
  permittedStates: readonly string[];
  /** The NAICS tree of the module: the industry filter's titles. */
  industries: readonly NaicsNode[];
}

/** The module's market statistics: the filters, then one card per figure. */
export function StatisticsPage(props: StatisticsPageProps) {
  const { module } = props;
  const { filters, setFilters, clearFilters } = useStatFiltersUrl(
    props.permittedStates,
  );
  const figures: readonly StatFigureInfo[] = STATISTICS_FIGURES[module];
  return (
    <>
      <StatFilterBar
        permittedStates={props.permittedStates}
        industries={props.industries}
        filters={filters}
        onChange={setFilters}
        onClear={clearFilters}
      />
      <Box sx={{ display: 'grid', gap: 3 }}>
        {figures.map((figure) => (
          <FigureCard
            key={figure.id}
            module={module}
            figure={figure}
            filters={filters}
          />
        ))}
      </Box>
    </>
  );
}
