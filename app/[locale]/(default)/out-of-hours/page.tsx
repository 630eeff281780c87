import { LandingPage, landingMetadata, landingStaticParams } from '../_landing/landing-page';

export const dynamicParams = false;
export const generateStaticParams = landingStaticParams;
export const metadata = landingMetadata('out-of-hours');

export default function Page({ params }: PageProps<'/[locale]/out-of-hours'>) {
  return <LandingPage slug="out-of-hours" params={params} />;
}
