import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  formatCount,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SUBJECT_MAX,
  type SupportRequestReceipt,
  type UserInfo,
} from '@edge/contracts';
import { apiFormErrors } from '../../../components/ui/api-form-errors';
import { Form, FormAlert } from '../../../components/ui/form';
import { FormTextField } from '../../../components/ui/form-text-field';
import { externalLinks } from '../../../config/paths';
import { useSendSupportRequest } from '../api/send-support-request';
import { useContactForm } from '../hooks/use-contact-form';
import { ContactReceipt } from './contact-receipt';

type Sender = Pick<
  UserInfo,
  'first_name' | 'last_name' | 'username' | 'email' | 'account_name'
>;

/** Who the message comes from: the signed-in user, never typed. */
function SenderPanel({ user }: { user: Sender }) {
  const rows: [string, string][] = [
    ['From', `${user.first_name} ${user.last_name}`.trim() || user.username],
    ['User name', user.username],
    ['Account', user.account_name],
    ['Replies go to', user.email],
  ];
  return (
    <Paper
      variant="outlined"
      sx={{ borderRadius: '12px', p: 2, bgcolor: '#f8fafc' }}
    >
      <Box
        component="dl"
        aria-label="Sent as"
        sx={{
          m: 0,
          display: 'grid',
          // Stacked on a phone: an e-mail address needs the whole width.
          gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
          columnGap: 2,
          rowGap: { xs: 0, sm: 0.5 },
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography
              component="dt"
              variant="body2"
              sx={{ color: 'text.secondary', mt: { xs: 0.75, sm: 0 } }}
            >
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        Your message carries these details, so support knows your account
        without you typing them.
      </Typography>
    </Paper>
  );
}

/** The contact form: subject and message; a refusal keeps what was typed. */
export function ContactForm({ user }: { user: Sender }) {
  const form = useContactForm();
  const send = useSendSupportRequest();
  const [receipt, setReceipt] = useState<SupportRequestReceipt>();
  const message = useWatch({ control: form.control, name: 'message' });
  if (receipt) {
    return (
      <ContactReceipt
        receipt={receipt}
        onAnother={() => {
          form.reset({ subject: '', message: '' });
          setReceipt(undefined);
        }}
      />
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 720 }}>
      <SenderPanel user={user} />
      <Form
        form={form}
        aria-labelledby="contact-form-title"
        errorsOf={(error) => apiFormErrors(error)}
        onSubmit={async (values) => setReceipt(await send.mutateAsync(values))}
        sx={{ display: 'grid', gap: 2 }}
      >
        <Typography id="contact-form-title" variant="h2">
          Your message
        </Typography>
        <FormAlert />
        <FormTextField
          name="subject"
          label="Subject"
          required
          fullWidth
          helperText={`One line, up to ${SUPPORT_SUBJECT_MAX} characters.`}
        />
        <FormTextField
          name="message"
          label="Message"
          required
          fullWidth
          multiline
          minRows={6}
          maxRows={16}
          helperText={`What happened, on which screen, and what you expected. ${formatCount(message?.length ?? 0)}/${formatCount(SUPPORT_MESSAGE_MAX)}`}
        />
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 2,
          }}
        >
          <Button
            type="submit"
            variant="contained"
            loading={form.formState.isSubmitting}
          >
            Send message
          </Button>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Or e-mail{' '}
            <Link href={`mailto:${externalLinks.contactEmail}`}>
              {externalLinks.contactEmail}
            </Link>
            .
          </Typography>
        </Box>
      </Form>
    </Box>
  );
}
