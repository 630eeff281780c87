import { LandingPage, landingMetadata, landingStaticParams } from '../_landing/landing-page';

export const dynamicParams = false;
export const generateStaticParams = landingStaticParams;
export const metadata = landingMetadata('out-of-office');

export default function Page({ params }: PageProps<'/[locale]/out-of-office'>) {
  return <LandingPage slug="out-of-office" params={params} />;
}
