import Testing
import Scrollwork

@Suite struct Transform3DTests {
    func close(_ a: Transform3D, _ b: Transform3D, _ tolerance: Double = 1e-9) -> Bool {
        for r in 0..<4 { for c in 0..<4 where abs(a[r, c] - b[r, c]) > tolerance { return false } }
        return true
    }

    @Test func rotationAboutZMatchesTheAffineRotation() {
        let m = Transform3D(rotation: 0.6, axisX: 0, y: 0, z: 1)
        let a = AffineTransform(rotation: 0.6)
        #expect(abs(m.affine.a - a.a) < 1e-12 && abs(m.affine.b - a.b) < 1e-12)
        #expect(abs(m.affine.c - a.c) < 1e-12 && abs(m.affine.d - a.d) < 1e-12)
        let affine = AffineTransform(translationX: 3, y: 4) * AffineTransform(scaleX: 2, y: 1)
        #expect(Transform3D(affine).affine == affine)
    }

    @Test func perspectiveProjects() throws {
        let m = Transform3D(perspectiveDistance: 500)
        let near = try #require(m.project(Point(x: 100, y: 50), z: 250))  // halfway to the eye: twice as big
        #expect(abs(near.x - 200) < 1e-9 && abs(near.y - 100) < 1e-9)
        #expect(m.project(Point(x: 1, y: 1), z: 600) == nil)  // behind the eye
        #expect(m.hasPerspective && !Transform3D.identity.hasPerspective)
    }

    @Test(arguments: [0, 1, 2, 3])
    func decompositionRoundTrips(_ which: Int) throws {
        let cases: [Transform3D] = [
            Transform3D(translationX: 5, y: -3, z: 2) * Transform3D(rotation: 0.8, axisX: 1, y: 2, z: 3) * Transform3D(scaleX: 2, y: 0.5, z: 3),
            Transform3D(perspectiveDistance: 800) * Transform3D(translationX: 10, y: 0, z: -40) * Transform3D(rotation: 2.5, axisX: 0, y: 1, z: 0),
            Transform3D(AffineTransform(translationX: 4, y: 1) * AffineTransform(rotation: 1) * AffineTransform(shearX: 0.4) * AffineTransform(scaleX: 3, y: 2)),
            Transform3D(scaleX: 1, y: -1, z: 1) * Transform3D(rotation: -1.2, axisX: 0, y: 0, z: 1),
        ]
        let m = cases[which]
        let parts = try #require(m.decomposition)
        #expect(close(Transform3D(parts), m))
        #expect(m.interpolated(to: .identity, progress: 0) == m)
        #expect(m.interpolated(to: .identity, progress: 1) == .identity)
    }

    @Test func rotationInterpolatesAlongTheArc() throws {
        let a = Transform3D(rotation: 0, axisX: 0, y: 1, z: 0)
        let b = Transform3D(rotation: 2, axisX: 0, y: 1, z: 0)
        let mid = a.interpolated(to: b, progress: 0.5)
        #expect(close(mid, Transform3D(rotation: 1, axisX: 0, y: 1, z: 0)))
        let far = a.interpolated(to: Transform3D(translationX: 10, y: 20, z: 30), progress: 0.25)
        #expect(abs(far[0, 3] - 2.5) < 1e-12 && abs(far[2, 3] - 7.5) < 1e-12)
    }

    @Test func singularTransformsBlendEntryByEntry() {
        let zero = Transform3D(scaleX: 0, y: 0, z: 1)
        #expect(zero.decomposition == nil)
        let mid = zero.interpolated(to: .identity, progress: 0.5)
        #expect(close(mid, Transform3D(scaleX: 0.5, y: 0.5, z: 1)))
    }
}
