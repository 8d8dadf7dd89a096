import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { CANCEL_NOTICE_DAYS, type MyProducts } from '@edge/contracts';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { SettingsSection } from '../../../components/ui/settings-section';
import { useMyProducts } from '../api/get-my-products';
import { formatCalendarDate } from '../../../utils/format-calendar-date';

function ProductList({ data }: { data: MyProducts }) {
  return (
    <>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
        {data.products.map((product) => (
          <Box key={product.code} sx={{ minWidth: 0 }}>
            <Typography component="dt" sx={{ fontWeight: 700 }}>
              {product.name === product.code
                ? product.name
                : `${product.name} (${product.code})`}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {product.entry}: {product.states.length} permitted state
              {product.states.length === 1 ? '' : 's'}
              <Box
                component="span"
                sx={{
                  display: 'block',
                  color: 'text.secondary',
                  overflowWrap: 'anywhere',
                }}
              >
                {product.states.join(', ')}
              </Box>
            </Typography>
          </Box>
        ))}
      </Box>
      {data.products.length === 0 && (
        <Typography>You hold no products.</Typography>
      )}
      <Typography sx={{ mt: 2 }}>
        <strong>Subscription renews:</strong>{' '}
        {data.renewal_date ? formatCalendarDate(data.renewal_date) : 'Not set'}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Cancelling needs at least {CANCEL_NOTICE_DAYS} days before renewal.
      </Typography>
    </>
  );
}

/** What the user holds and where, and when the subscription renews. */
export function ProductsSection() {
  const products = useMyProducts();
  let content;
  if (products.isPending) {
    content = <CircularProgress size={28} aria-label="Loading your products" />;
  } else if (products.isError) {
    content = (
      <RetryAlert onRetry={() => void products.refetch()}>
        Could not load your products.
      </RetryAlert>
    );
  } else {
    content = <ProductList data={products.data} />;
  }
  return (
    <SettingsSection
      id="products"
      title="Products and subscription"
      description="Set by your account; ask your administrator to change them."
    >
      {content}
    </SettingsSection>
  );
}
