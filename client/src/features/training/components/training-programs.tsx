import { useState } from "react";
import { TRAINING_CATEGORIES, TRAINING_CATEGORY_LABELS, type TrainingCategory } from "@shared/rules/training";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FilterButtons } from "@/components/ui/filter-buttons";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useEnroll, useSetProgramVisibility, useTrainingPrograms, type TrainingProgram } from "../api/training";

type Filter = "all" | TrainingCategory;
const FILTERS = [{ value: "all" as const, label: "All" }, ...TRAINING_CATEGORIES.map((value) => ({ value, label: TRAINING_CATEGORY_LABELS[value] }))];

const ENROLLMENT_LABELS = { pending: "Request sent", confirmed: "Enrolled", declined: "Declined" } as const;

function EnrollButton({ program }: { program: TrainingProgram }) {
  const enroll = useEnroll();
  if (program.myEnrollment) {
    return <p className="rounded-md bg-green-100 px-3 py-2 text-center text-sm font-semibold text-green-900">{ENROLLMENT_LABELS[program.myEnrollment.status]}</p>;
  }
  return (
    <Button
      onClick={() =>
        enroll.mutate(
          { programId: program.id },
          {
            onSuccess: () => toast({ title: "Enrollment Requested", description: `We will confirm your seat in ${program.title} by email.` }),
            onError: (error) => toast({ title: "Enrollment Failed", description: getErrorMessage(error, "Could not enroll you. Please try again."), variant: "destructive" }),
          },
        )
      }
      disabled={enroll.isPending || program.seatsLeft === 0}
    >
      {program.seatsLeft === 0 ? "Program Full" : enroll.isPending ? "Enrolling..." : "Enroll Now"}
    </Button>
  );
}

function VisibilitySwitch({ program }: { program: TrainingProgram }) {
  const setVisibility = useSetProgramVisibility();
  return (
    <CheckboxField
      className="text-sm"
      label={
        <>
          Public (clients see it)<span className="sr-only">: {program.title}</span>
        </>
      }
      checked={program.isPublic}
      disabled={setVisibility.isPending}
      onChange={(e) =>
        setVisibility.mutate(
          { id: program.id, isPublic: e.target.checked },
          {
            onSuccess: (saved) => toast({ title: "Program Updated", description: `${program.title} is now ${saved.isPublic ? "public" : "admin only"}.` }),
            onError: (error) => toast({ title: "Not Changed", description: getErrorMessage(error, "Could not change the program."), variant: "destructive" }),
          },
        )
      }
    />
  );
}

/** The programs with a category filter, seats left, details and Enroll Now; admins also switch who sees each. */
export function TrainingPrograms({ isAdmin }: { isAdmin: boolean }) {
  const [filter, setFilter] = useState<Filter>("all");
  const [details, setDetails] = useState<TrainingProgram | null>(null);
  const programs = useTrainingPrograms();
  if (programs.isPending) return <Spinner />;
  if (programs.isError) return <p className="text-red-700">Could not load the programs. Please reload the page.</p>;
  const shown = programs.data.filter((p) => filter === "all" || p.category === filter);
  return (
    <div className="space-y-6">
      <FilterButtons label="Program category" options={FILTERS} value={filter} onChange={setFilter} />
      {shown.length ? (
        <ul className="grid gap-4 md:grid-cols-2">
          {shown.map((program) => (
            <li key={program.id} className="flex flex-col rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
              <p className="text-sm font-medium text-brand-700">{TRAINING_CATEGORY_LABELS[program.category]}</p>
              <h2 className="mt-1 text-xl font-semibold text-gray-900">{program.title}</h2>
              <p className="mt-2 flex-1 text-gray-800">{program.summary}</p>
              <dl className="mt-4 grid grid-cols-3 gap-2 text-sm">
                <div>
                  <dt className="text-gray-800">Price</dt>
                  <dd className="font-semibold text-gray-900">{program.priceLabel}</dd>
                </div>
                <div>
                  <dt className="text-gray-800">Duration</dt>
                  <dd className="font-semibold text-gray-900">{program.duration}</dd>
                </div>
                <div>
                  <dt className="text-gray-800">Seats left</dt>
                  <dd className="font-semibold text-gray-900">
                    {program.seatsLeft} of {program.maxStudents}
                  </dd>
                </div>
              </dl>
              <div className="mt-4 grid gap-2 sm:grid-cols-2">
                <Button variant="secondary" onClick={() => setDetails(program)}>
                  Learn More
                </Button>
                <EnrollButton program={program} />
              </div>
              {isAdmin ? <VisibilitySwitch program={program} /> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-gray-800">No programs in this category right now.</p>
      )}
      <Dialog open={details !== null} onOpenChange={(open) => !open && setDetails(null)} title={details?.title ?? "Program"} description={details?.summary}>
        {details ? (
          <div className="space-y-4">
            <p className="text-gray-900">{details.details}</p>
            <p className="text-gray-800">
              {details.priceLabel} · {details.duration} · up to {details.maxStudents} students · {details.seatsLeft} seats left
            </p>
            <EnrollButton program={programs.data.find((p) => p.id === details.id) ?? details} />
          </div>
        ) : null}
      </Dialog>
    </div>
  );
}
