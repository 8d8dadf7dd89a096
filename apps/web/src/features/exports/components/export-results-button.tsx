import { useState } from 'react';
import Button from '@mui/material/Button';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import type { ContactRole, Module } from '@edge/contracts';
import type { TableExportTarget } from '../api/create-export';
import { ExportHistoryDialog } from './export-history-dialog';
import { ExportResultsDialog } from './export-results-dialog';

interface ExportResultsButtonProps {
  module: Module;
  /** How many companies match; undefined while searching. */
  total: number | undefined;
  /** The companies the user ticked, if any. */
  ticked?: readonly string[];
  columns: readonly { key: string; label: string }[];
  request: TableExportTarget;
  /** The roles chosen in the results' Contacts view: a CRM import's default. */
  contactRoles?: readonly ContactRole[];
}

const NONE: readonly string[] = [];

/**
 * 'Export' on the results or the favorites (shown to the users who see
 * Export History; the server refuses the others): the dialog, then Export
 * History to follow it.
 */
export function ExportResultsButton({
  module,
  total,
  ticked = NONE,
  columns,
  request,
  contactRoles,
}: ExportResultsButtonProps) {
  const [step, setStep] = useState<'closed' | 'choose' | 'history'>('closed');
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlinedIcon />}
        disabled={total === undefined || total === 0}
        onClick={() => setStep('choose')}
      >
        Export
      </Button>
      {step === 'choose' && total !== undefined && (
        <ExportResultsDialog
          module={module}
          total={total}
          ticked={ticked}
          columns={columns}
          request={request}
          contactRoles={contactRoles}
          onClose={() => setStep('closed')}
          onStarted={() => setStep('history')}
        />
      )}
      <ExportHistoryDialog
        isOpen={step === 'history'}
        module={module}
        onClose={() => setStep('closed')}
      />
    </>
  );
}
