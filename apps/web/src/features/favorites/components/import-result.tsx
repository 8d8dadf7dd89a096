import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import StarIcon from '@mui/icons-material/Star';
import type { FavoritesImportResult, Module } from '@edge/contracts';
import {
  importSummary,
  unmatchedRowDetails,
  unmatchedRowLabel,
} from '../utils/import-summary';
import { ImportSuggestions } from './import-suggestions';

function Figure({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Box
      component="li"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 600 }}
    >
      {icon}
      {text}
    </Box>
  );
}

// The row's company name in bold, then its other values.
function UnmatchedCompany({ values }: { values: Record<string, string> }) {
  const name = unmatchedRowLabel(values);
  const details = unmatchedRowDetails(values);
  return (
    <>
      {name && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
      )}
      <Typography
        variant={name ? 'caption' : 'body2'}
        component="p"
        sx={{ color: name ? 'text.secondary' : 'text.primary' }}
      >
        {details}
      </Typography>
    </>
  );
}

/** What an import did: counts, then each row it could not match and why. */
export function ImportResult({
  result,
  module,
}: {
  result: FavoritesImportResult;
  module: Module;
}) {
  const summary = importSummary(result);
  const suggested = result.unmatched.filter((u) => u.suggestions.length > 0);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        component="ul"
        aria-label="Import summary"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
      >
        <Figure
          icon={<CheckCircleOutlineIcon color="success" />}
          text={summary.added}
        />
        <Figure
          icon={<StarIcon sx={{ color: '#d49a00' }} />}
          text={summary.already}
        />
        <Figure
          icon={
            <ErrorOutlineIcon
              color={result.unmatched.length ? 'warning' : 'disabled'}
            />
          }
          text={summary.unmatched}
        />
      </Box>
      {result.unmatched.length > 0 && (
        <Paper
          variant="outlined"
          sx={{ borderRadius: '8px', maxHeight: 320, overflow: 'auto' }}
        >
          <Table size="small" stickyHeader aria-label="Rows not matched">
            <TableHead>
              <TableRow>
                <TableCell>Row</TableCell>
                <TableCell>Company</TableCell>
                <TableCell>Reason</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {result.unmatched.map((row) => (
                <TableRow key={row.row}>
                  <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {row.row}
                  </TableCell>
                  <TableCell>
                    <UnmatchedCompany values={row.values} />
                  </TableCell>
                  <TableCell>{row.reason}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      {suggested.length > 0 && (
        <ImportSuggestions module={module} rows={suggested} />
      )}
    </Box>
  );
}
