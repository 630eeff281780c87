import { LandingPage, landingMetadata, landingStaticParams } from '../_landing/landing-page';

export const dynamicParams = false;
export const generateStaticParams = landingStaticParams;
export const metadata = landingMetadata('extended-absence');

export default function Page({ params }: PageProps<'/[locale]/extended-absence'>) {
  return <LandingPage slug="extended-absence" params={params} />;
}
