import Box from '@mui/material/Box';
import { VISUALLY_HIDDEN } from '../../../../components/ui/visually-hidden';

interface ChartTableProps {
  caption: string;
  headers: readonly string[];
  rows: readonly (readonly string[])[];
}

/** A chart's figures as a table that only screen readers read. */
export function ChartTable({ caption, headers, rows }: ChartTableProps) {
  // A table does not shrink into a hidden box itself: a div holds it.
  return (
    <Box sx={VISUALLY_HIDDEN}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, ...rest]) => (
            <tr key={first}>
              <th scope="row">{first}</th>
              {rest.map((cell, i) => (
                <td key={headers[i + 1]}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
