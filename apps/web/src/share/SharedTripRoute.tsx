import './trip-app.css';
import { useParams } from 'react-router';
import { TripApp } from './TripApp.tsx';

/** The same trip page inside the app's router, for `npm run dev` (the built server serves share.html). */
export function SharedTripRoute() {
  const { token = '' } = useParams();
  return <TripApp token={token} />;
}
