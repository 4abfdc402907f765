import Foundation
import Testing
import ScrollworkPackages

@Suite struct CatalogueTests {
    let base = URL(string: "http://127.0.0.1:9/feeds/catalogue.json")!

    @Test func readsObjectFormWithRelativeURLsAndNumericVersions() throws {
        let json = #"{"packages":[{"id":"rose","version":2,"url":"pkgs/rose.zip","sha256":"AB\#(String(repeating: "c", count: 62))"},{"id":"star.1","version":"1.0-beta","url":"file:///tmp/star.zip"}]}"#
        let catalogue = try Catalogue(json: Array(json.utf8), baseURL: base)
        #expect(catalogue.entries.map(\.id) == ["rose", "star.1"])
        #expect(catalogue.entries[0].version == "2")
        #expect(catalogue.entries[0].url.absoluteString == "http://127.0.0.1:9/feeds/pkgs/rose.zip")
        #expect(catalogue.entries[0].sha256 == "ab" + String(repeating: "c", count: 62))
        #expect(catalogue.entries[1].version == "1.0-beta")
        #expect(catalogue.entries[1].url.isFileURL)
        #expect(catalogue.entries[1].sha256 == nil)
    }

    @Test func readsBareArray() throws {
        let catalogue = try Catalogue(json: Array(#"[{"id":"a","version":1,"url":"a.zip"}]"#.utf8), baseURL: base)
        #expect(catalogue.entries.count == 1)
    }

    @Test(arguments: ["<html>oops</html>", "", "{\"packages\": [", "\u{FF}\u{FE}"])
    func notJSON(text: String) {
        #expect { try Catalogue(json: Array(text.utf8), baseURL: base) } throws: { error in
            (error as? PackageError)?.kind == .catalogueNotJSON
        }
    }

    @Test(arguments: [
        #"{"items":[]}"#,                                                   // no packages array
        #"[{"version":1,"url":"a.zip"}]"#,                                   // no id
        #"[{"id":"../escape","version":1,"url":"a.zip"}]"#,                  // id would escape the cache
        #"[{"id":".hidden","version":1,"url":"a.zip"}]"#,
        #"[{"id":"a","url":"a.zip"}]"#,                                      // no version
        #"[{"id":"a","version":true,"url":"a.zip"}]"#,
        #"[{"id":"a","version":1}]"#,                                        // no url
        #"[{"id":"a","version":1,"url":"a.zip","sha256":"xyz"}]"#,           // bad checksum
        #"[{"id":"a","version":1,"url":"a.zip"},{"id":"a","version":2,"url":"b.zip"}]"#, // duplicate
        #"[3]"#,
    ])
    func invalidCatalogue(text: String) {
        #expect { try Catalogue(json: Array(text.utf8), baseURL: base) } throws: { error in
            (error as? PackageError)?.kind == .invalidCatalogue
        }
    }

    @Test func retryDelaysGrowAndCap() {
        let policy = RetryPolicy(maxAttempts: 6, initialDelay: 0.5, multiplier: 2, maxDelay: 3)
        #expect((1...5).map(policy.delay(afterAttempt:)) == [0.5, 1, 2, 3, 3])
        #expect(RetryPolicy(maxAttempts: 0).maxAttempts == 1)
    }
}
