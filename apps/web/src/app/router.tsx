import { Route, Routes } from 'react-router';
import { GuestOnly, LeaveShell, RequireAuth } from './guards.tsx';
import { lazyPage } from './lazyPage.tsx';
import { SessionRoot } from './SessionRoot.tsx';

/*
 * Declarative routes (history mode): the data router would add ~16 kB gzip to the first load
 * for features this SPA does not use. Layouts and screens are separate chunks.
 */
const fullPage = { fullPage: true };
const AppLayout = lazyPage(() => import('./layout/AppLayout.tsx').then((m) => m.AppLayout), fullPage);
const BareLayout = lazyPage(() => import('./layout/BareLayout.tsx').then((m) => m.BareLayout), fullPage);
const PublicLayout = lazyPage(() => import('./layout/PublicLayout.tsx').then((m) => m.PublicLayout), fullPage);

const HomePage = lazyPage(() => import('../features/travels/HomePage.tsx').then((m) => m.HomePage));
const TravelPage = lazyPage(() => import('../features/travels/detail/TravelPage.tsx').then((m) => m.TravelPage));
const TravelPdfPage = lazyPage(() => import('../features/travels/detail/TravelPdfPage.tsx').then((m) => m.TravelPdfPage));
const FinancialReportPage = lazyPage(() =>
  import('../features/travels/detail/FinancialReportPage.tsx').then((m) => m.FinancialReportPage),
);
const CustomersPage = lazyPage(() => import('../features/customers/CustomersPage.tsx').then((m) => m.CustomersPage));
const CustomerPage = lazyPage(() => import('../features/customers/CustomerPage.tsx').then((m) => m.CustomerPage));
const StaffPage = lazyPage(() => import('../features/staff/StaffPage.tsx').then((m) => m.StaffPage));
const AccountPage = lazyPage(() => import('../features/account/AccountPage.tsx').then((m) => m.AccountPage));
const PaymentsPage = lazyPage(() => import('../features/account/PaymentsPage.tsx').then((m) => m.PaymentsPage));
const SupportPage = lazyPage(() => import('../features/account/SupportPage.tsx').then((m) => m.SupportPage));
const SignupPage = lazyPage(() => import('../features/signup/SignupPage.tsx').then((m) => m.SignupPage));
const SignupAgencyPage = lazyPage(() =>
  import('../features/signup/SignupAgencyPage.tsx').then((m) => m.SignupAgencyPage),
);
const PlansPage = lazyPage(() => import('../features/signup/PlansPage.tsx').then((m) => m.PlansPage));
const AwaitingPaymentPage = lazyPage(() =>
  import('../features/signup/AwaitingPaymentPage.tsx').then((m) => m.AwaitingPaymentPage),
);
const BlockedPage = lazyPage(() => import('../features/signup/BlockedPage.tsx').then((m) => m.BlockedPage));
const ResetPasswordPage = lazyPage(() =>
  import('../features/auth/ResetPasswordPage.tsx').then((m) => m.ResetPasswordPage),
);
const TermsPage = lazyPage(() => import('../features/legal/LegalPage.tsx').then((m) => m.TermsPage));
const PrivacyPage = lazyPage(() => import('../features/legal/LegalPage.tsx').then((m) => m.PrivacyPage));
const SharedTripRoute = lazyPage(() => import('../share/SharedTripRoute.tsx').then((m) => m.SharedTripRoute), fullPage);
const OperatorPage = lazyPage(() => import('../features/operator/OperatorPage.tsx').then((m) => m.OperatorPage));
const AgencyDetailPage = lazyPage(() =>
  import('../features/operator/AgencyDetailPage.tsx').then((m) => m.AgencyDetailPage),
);
const NotFoundPage = lazyPage(() => import('../features/errors/NotFoundPage.tsx').then((m) => m.NotFoundPage));

/** Every route of spec section 2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SessionRoot />}>
        <Route element={<RequireAuth />}>
          <Route element={<AppLayout />}>
            <Route index element={<HomePage />} />
            <Route path="viagem/:customer/:id" element={<TravelPage />} />
            <Route path="clientes" element={<CustomersPage />} />
            <Route path="clientes/:id" element={<CustomerPage />} />
            <Route path="colaboradores" element={<StaffPage />} />
            <Route path="minha-conta" element={<AccountPage />} />
            <Route path="pagamentos" element={<PaymentsPage />} />
            <Route path="suporte" element={<SupportPage />} />
            <Route path="operador" element={<OperatorPage />} />
            <Route path="operador/:id" element={<AgencyDetailPage />} />
          </Route>
          <Route element={<BareLayout />}>
            <Route path="viagem/:customer/:id/pdf-viagem" element={<TravelPdfPage />} />
            <Route path="viagem/:customer/:id/relatorio-financeiro" element={<FinancialReportPage />} />
          </Route>
        </Route>
        <Route path="login" element={<LeaveShell />} />
        <Route path="decodificador-pnr" element={<LeaveShell />} />
        <Route path="viagem-compartilhada/:token" element={<SharedTripRoute />} />
        <Route element={<PublicLayout />}>
          <Route element={<GuestOnly />}>
            <Route path="cadastro" element={<SignupPage />} />
          </Route>
          <Route path="cadastro/2" element={<SignupAgencyPage />} />
          <Route path="cadastro/planos" element={<PlansPage />} />
          <Route path="cadastro/aguardando-pagamento" element={<AwaitingPaymentPage />} />
          <Route path="cadastro/bloqueado" element={<BlockedPage />} />
          <Route path="reset-password" element={<ResetPasswordPage />} />
          <Route path="termos-de-uso" element={<TermsPage />} />
          <Route path="politica-de-privacidade" element={<PrivacyPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
