import { ServiceGate } from "@/features/company-info";
import { useUser } from "@/features/auth";
import { EnrollmentRequests } from "@/features/training/components/enrollment-requests";
import { TrainingPrograms } from "@/features/training/components/training-programs";
import { PageSection } from "@/components/ui/page-section";

/** /training: the chef training programs with enrollment; admins also confirm requests and choose who sees each program. */
export default function TrainingPage() {
  const { data: user } = useUser();
  const isAdmin = user?.role === "admin";
  return (
    <div className="mx-auto w-full max-w-6xl space-y-10 px-4 py-10">
      <div>
        <h1 className="font-display text-3xl font-bold text-brand-900">Chef Training</h1>
        <p className="mt-2 text-gray-800">Learn from our kitchen: etiquette, professional training, Caribbean cooking and private lessons.</p>
      </div>
      <ServiceGate service="trainingPublic">
        <TrainingPrograms isAdmin={isAdmin} />
      </ServiceGate>
      {isAdmin ? (
        <PageSection title="Enrollment Requests">
          <EnrollmentRequests />
        </PageSection>
      ) : null}
    </div>
  );
}
