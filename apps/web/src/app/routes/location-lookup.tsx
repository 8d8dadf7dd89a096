import { PageFrame } from '../../components/layouts/page-frame';
import { LocationLookup } from '../../features/search/components/location-lookup/location-lookup';

export function LocationLookupRoute() {
  return (
    <PageFrame
      eyebrow="Commercial Lines"
      title="Location Lookup"
      isWide
      description="Find the companies around a ZIP code or a city: how many, where they are, and the nearest ones."
    >
      <LocationLookup />
    </PageFrame>
  );
}
